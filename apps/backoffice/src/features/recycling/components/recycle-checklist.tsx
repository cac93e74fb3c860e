import type { StaffRecycleDetail } from '@gs/shared/recycle';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { App, Checkbox, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMarkRecycleStep } from '../api/recycle-actions';

/** The verification checklist: each rebinding step ticked (saved at once) while the request is being verified. */
export function RecycleChecklist({ request }: { request: StaffRecycleDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const mark = useMarkRecycleStep({ onError: (error) => void message.error(describeError(error, t)) });
  const editable = request.status === 'verifying';
  if (request.checklist.length === 0) {
    return <Typography.Text type="secondary">{t('recycling.checklist.notStarted')}</Typography.Text>;
  }
  return (
    <List
      size="small"
      bordered
      dataSource={request.checklist}
      renderItem={(step) => (
        <List.Item
          extra={
            step.updatedAt ? (
              <Typography.Text type="secondary">{formatDateTime(step.updatedAt, i18n.language)}</Typography.Text>
            ) : null
          }
        >
          <Checkbox
            checked={step.done}
            disabled={!editable || mark.isPending}
            onChange={(event) =>
              mark.mutate({ id: request.id, input: { step: step.step, done: event.target.checked, note: step.note } })
            }
          >
            {t(`recycling.steps.${step.step}`, { defaultValue: step.step })}
          </Checkbox>
        </List.Item>
      )}
    />
  );
}
