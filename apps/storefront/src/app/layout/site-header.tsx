import type { TenantInfo } from '@gs/shared/tenant';
import { Link } from 'react-router';
import styles from './site-header.module.css';

/** The page header: the tenant's logo and name, linking home. Menus and search come with later issues. */
export function SiteHeader({ tenant }: { tenant: TenantInfo }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {tenant.avatar ? (
            <img className={styles.logo} src={tenant.avatar} alt="" width={40} height={40} />
          ) : (
            <span className={`${styles.logo} ${styles.placeholder}`} aria-hidden>
              {tenant.tenantName.slice(0, 1)}
            </span>
          )}
          <span className={styles.name}>{tenant.tenantName}</span>
        </Link>
      </div>
    </header>
  );
}
