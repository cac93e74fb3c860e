import type { TenantInfo } from '@gs/shared/tenant';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppVersion } from '../../../features/tenant/api/get-app-version';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { paths } from '../../../lib/paths';
import { footerAboutLink, footerNoticeLinks, ICP_LOOKUP_URL } from './footer-links';
import styles from './site-footer.module.css';
import { usePublishedNoticeTypes } from './use-published-notice-types';

/**
 * One column of the footer: a titled section on desktop; on a phone a disclosure (the title opens it), so the
 * stacked footer stays short.
 */
function FooterGroup({
  title,
  collapsible,
  defaultOpen = false,
  children,
}: {
  title: string;
  collapsible: boolean;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  if (collapsible) {
    return (
      <details className={styles.group} open={defaultOpen}>
        <summary className={styles.summary}>
          <h2 className={styles.title}>{title}</h2>
        </summary>
        {children}
      </details>
    );
  }
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The footer of every storefront page (issue #23, "Trust signals"): who runs the shop (company, ICP number linked to
 * the MIIT's filing search), the shop's terms, privacy agreement, trading rules and guarantee (those it has
 * published), service hours and contacts, and the app where the shop has one. A line the shop has not set is left out.
 */
export function SiteFooter({ tenant }: { tenant: TenantInfo }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const published = usePublishedNoticeTypes();
  const appVersion = useAppVersion();
  const hasApp = Boolean(appVersion.data?.downloadUrl.trim());
  const { footer } = tenant;
  const rules = footerNoticeLinks.filter((link) => published.has(link.noticeType));
  const contacts = tenant.serviceContacts;
  const hasService =
    footer.serviceHours !== '' || footer.contactPhone !== '' || footer.contactEmail !== '' || contacts.length > 0;
  const owner = footer.companyName || tenant.tenantName;
  const shopNameId = useId();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-labelledby={shopNameId}>
          <h2 id={shopNameId} className={styles.shopName}>
            {tenant.tenantName}
          </h2>
          {footer.companyName ? <p className={styles.company}>{footer.companyName}</p> : null}
          {published.has(footerAboutLink.noticeType) ? (
            <Link to={footerAboutLink.to} className={styles.link}>
              {t(footerAboutLink.label)}
            </Link>
          ) : null}
        </section>

        {rules.length > 0 ? (
          <FooterGroup title={t('footer.rules')} collapsible={phone}>
            <ul className={styles.links}>
              {rules.map((link) => (
                <li key={link.noticeType}>
                  <Link to={link.to} className={styles.link}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterGroup>
        ) : null}

        {hasService ? (
          <FooterGroup title={t('footer.service')} collapsible={phone} defaultOpen>
            <dl className={styles.facts}>
              {footer.serviceHours ? (
                <div>
                  <dt>{t('footer.hours')}</dt>
                  <dd>{footer.serviceHours}</dd>
                </div>
              ) : null}
              {footer.contactPhone ? (
                <div>
                  <dt>{t('footer.phone')}</dt>
                  <dd>
                    <a className={styles.link} href={`tel:${footer.contactPhone.replace(/[\s-]/g, '')}`}>
                      {footer.contactPhone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {footer.contactEmail ? (
                <div>
                  <dt>{t('footer.email')}</dt>
                  <dd>
                    <a className={styles.link} href={`mailto:${footer.contactEmail}`}>
                      {footer.contactEmail}
                    </a>
                  </dd>
                </div>
              ) : null}
              {contacts.map((contact) => (
                <div key={`${contact.kind}-${contact.value}`}>
                  <dt>{t('footer.contact', { label: contact.label, kind: t(`footer.kinds.${contact.kind}`) })}</dt>
                  <dd>{contact.value}</dd>
                </div>
              ))}
            </dl>
          </FooterGroup>
        ) : null}

        {hasApp ? (
          <FooterGroup title={t('footer.app')} collapsible={false}>
            <Link to={paths.appDownload} className={styles.link}>
              {t('footer.appDownload')}
            </Link>
          </FooterGroup>
        ) : null}
      </div>

      <div className={styles.legal}>
        <span>{t('footer.copyright', { year: new Date().getFullYear(), owner })}</span>
        {footer.icpNumber ? (
          <a
            className={styles.link}
            href={ICP_LOOKUP_URL}
            target="_blank"
            rel="noopener noreferrer"
            title={t('footer.icpLookup')}
          >
            {footer.icpNumber}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
