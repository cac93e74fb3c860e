import type { FeedbackStatus } from '@gs/shared/feedback';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<FeedbackStatus, string> = { open: 'processing', answered: 'success', closed: 'default' };

/** A thread's status as a small coloured tag. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <Tag color={colours[status]}>{t(`feedback.status.${status}`)}</Tag>;
}
