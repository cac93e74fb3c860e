import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { UserAvatar } from '../../../components/user-avatar';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { paths } from '../../../lib/paths';
import { userDisplayName } from '../../../lib/user-display-name';
import styles from './personal-center-page.module.css';

/** /pages/other/geren: who is logged in, and the way to their basic information. Requires login (route table). */
export function PersonalCenterPage() {
  const { t } = useTranslation();
  const { userInfo } = useStoredSession();
  const name = userDisplayName(userInfo) || t('header.user');

  return (
    <PageFrame title={t('route.personalCenter')}>
      <section className={styles.card} aria-label={t('personalCenter.account')}>
        <UserAvatar src={userInfo?.avatar || undefined} name={name} size={64} />
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          <p className={styles.hint}>{t('personalCenter.hint')}</p>
        </div>
        <Link to={paths.basicInformation} className={styles.edit}>
          {t('personalCenter.editProfile')}
        </Link>
      </section>
    </PageFrame>
  );
}
