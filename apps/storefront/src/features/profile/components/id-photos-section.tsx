import type { Profile } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdPhotosForm } from './id-photos-form';

/** What level two shows for each review state; the form only when there is something to (re)submit. */
export function IdPhotosSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { status, reason, submittedAt } = profile.realNameTwo;

  if (profile.realName.status !== 'verified') {
    return <Alert type="info" showIcon title={t('realName.levelTwoNeedsLevelOne')} />;
  }
  if (status === 'approved') {
    return <Alert type="success" showIcon title={t('realName.levelTwoApproved')} />;
  }
  if (status === 'pending') {
    const when = submittedAt ? formatDateTime(submittedAt, i18n.language) : '';
    return (
      <Alert
        type="info"
        showIcon
        title={t('realName.levelTwoPending')}
        description={when ? t('realName.submittedAt', { when }) : undefined}
      />
    );
  }
  return (
    <>
      {status === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          title={t('realName.levelTwoRejected')}
          description={t('realName.rejectedReason', { reason: reason || t('realName.noReason') })}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Alert type="info" showIcon title={t('realName.sellingRequires')} style={{ marginBottom: 16 }} />
      )}
      <IdPhotosForm resubmit={status === 'rejected'} />
    </>
  );
}
