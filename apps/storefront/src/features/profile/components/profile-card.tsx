import type { Profile } from '@gs/shared/identity';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePhoneModal } from './change-phone-modal';
import styles from './profile-cards.module.css';
import { ProfileForm } from './profile-form';

/** Basic information: the masked phone with its change flow, and the editable profile. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [changingPhone, setChangingPhone] = useState(false);

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('profile.title')}</h2>}>
      <div className={styles.phoneRow}>
        <span className={styles.phoneValue}>{t('profile.phoneValue', { phone: profile.phone })}</span>
        <Button onClick={() => setChangingPhone(true)}>{t('profile.changePhone')}</Button>
      </div>
      <ProfileForm key={profile.userId} profile={profile} />
      <ChangePhoneModal open={changingPhone} onClose={() => setChangingPhone(false)} />
    </Card>
  );
}
