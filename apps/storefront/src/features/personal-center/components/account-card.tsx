import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { paths } from '../../../lib/paths';
import { userDisplayName } from '../../../lib/user-display-name';
import { useCenterProfile } from '../api/get-center-profile';
import styles from './personal-center.module.css';

type Level = 'none' | 'one' | 'twoPending' | 'two';

/**
 * Who is signed in: avatar, nickname (masked when it is a phone number) and masked phone, then the real-name level
 * with what it unlocks and the way to the next level.
 */
export function AccountCard() {
  const { t } = useTranslation();
  const { userInfo } = useStoredSession();
  const profile = useCenterProfile();
  const name = userDisplayName(profile.data ?? userInfo) || t('header.user');
  const avatar = profile.data?.avatar || userInfo?.avatar || undefined;

  let level: Level | null = null;
  if (profile.data) {
    const { realName, realNameTwo } = profile.data;
    if (realNameTwo.status === 'approved') level = 'two';
    else if (realName.status !== 'verified') level = 'none';
    else level = realNameTwo.status === 'pending' ? 'twoPending' : 'one';
  }

  return (
    <section className={styles.card} aria-label={t('personalCenter.account')}>
      <div className={styles.account}>
        <UserAvatar src={avatar} name={name} size={64} />
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          {profile.data ? (
            <p className={styles.muted}>{t('personalCenter.phone', { phone: profile.data.phone })}</p>
          ) : null}
        </div>
        <Link to={paths.basicInformation} className={styles.linkButton}>
          {t('personalCenter.editProfile')}
        </Link>
      </div>
      {level ? (
        <div className={styles.level}>
          <Tag color={level === 'two' ? 'success' : level === 'none' ? 'default' : 'processing'}>
            {t(`personalCenter.level.${level}`)}
          </Tag>
          <span className={styles.muted}>{t(`personalCenter.unlocks.${level}`)}</span>
          {level === 'two' || level === 'twoPending' ? null : (
            <Link to={paths.basicInformation}>{t('personalCenter.verifyNow')}</Link>
          )}
        </div>
      ) : null}
      {profile.isError ? <p className={styles.muted}>{t('personalCenter.profileFailed')}</p> : null}
    </section>
  );
}
