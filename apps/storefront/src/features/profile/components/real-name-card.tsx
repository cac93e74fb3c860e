import type { Profile } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, Card, Descriptions, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdPhotosSection } from './id-photos-section';
import styles from './profile-cards.module.css';
import { RealNameForm } from './real-name-form';
import { IdPhotosStatusTag, RealNameStatusTag } from './real-name-status-tags';

/** Real-name verification: level one (name + ID number, to buy) and level two (ID photos, to sell). */
export function RealNameCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { realName } = profile;

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('realName.title')}</h2>}>
      <div className={styles.sectionHeading}>
        <h3>{t('realName.levelOne')}</h3>
        <RealNameStatusTag status={realName.status} />
      </div>
      {realName.status === 'verified' ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('realName.name')}>{realName.name}</Descriptions.Item>
          <Descriptions.Item label={t('realName.idNumber')}>{realName.idNumber}</Descriptions.Item>
          {realName.verifiedAt ? (
            <Descriptions.Item label={t('realName.verifiedAt')}>
              {formatDateTime(realName.verifiedAt, i18n.language)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : (
        <>
          <Alert type="info" showIcon title={t('realName.buyingRequires')} style={{ marginBottom: 16 }} />
          <RealNameForm />
        </>
      )}
      <Divider />
      <div className={styles.sectionHeading}>
        <h3>{t('realName.levelTwo')}</h3>
        <IdPhotosStatusTag status={profile.realNameTwo.status} />
      </div>
      <IdPhotosSection profile={profile} />
    </Card>
  );
}
