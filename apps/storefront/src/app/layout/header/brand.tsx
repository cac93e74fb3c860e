import type { TenantInfo } from '@gs/shared/tenant';
import { Link } from 'react-router';
import styles from './site-header.module.css';

/**
 * The tenant's logo and name, linking home. The link is named by the shop's name even where a phone's header shows
 * the logo alone (the name hidden, the logo's alt empty).
 */
export function Brand({ tenant }: { tenant: Pick<TenantInfo, 'tenantName' | 'avatar'> }) {
  return (
    <Link to="/" className={styles.brand} aria-label={tenant.tenantName}>
      {tenant.avatar ? (
        <img className={styles.logo} src={tenant.avatar} alt="" width={40} height={40} />
      ) : (
        <span className={`${styles.logo} ${styles.logoPlaceholder}`} aria-hidden>
          {tenant.tenantName.slice(0, 1)}
        </span>
      )}
      <span className={styles.name}>{tenant.tenantName}</span>
    </Link>
  );
}
