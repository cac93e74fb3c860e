import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@gs/web/format-date';
import { toSafeHref } from '@gs/web/safe-href';
import { Button } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { useAppVersion } from '../api/get-app-version';
import styles from './app-download-page.module.css';

/** The download address a phone's camera can open: a path on this site made absolute. */
function absoluteUrl(href: string): string {
  return new URL(href, window.location.origin).href;
}

/** /pages/appDownload: the tenant's newest app release (appType 1) and its download link and a QR code of it. No search box here. */
export function AppDownloadPage() {
  const { t, i18n } = useTranslation();
  const version = useAppVersion();
  const href = version.data ? toSafeHref(version.data.downloadUrl) : null;

  let content: ReactNode;
  if (version.isPending) content = <LoadingState label={t('common.loading')} />;
  else if (version.isError)
    content = (
      <ErrorState
        title={t('appDownload.loadFailed')}
        action={
          <Button icon={<ReloadOutlined />} loading={version.isFetching} onClick={() => void version.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!version.data || !href)
    content = <ComingSoon title={t('appDownload.unavailableTitle')} description={t('appDownload.unavailable')} />;
  else
    content = (
      <section className={styles.card} aria-labelledby="app-version">
        <div className={styles.info}>
          <h2 id="app-version" className={styles.version}>
            {t('appDownload.version', { version: version.data.version })}
          </h2>
          <p className={styles.date}>
            {t('appDownload.publishedAt', { date: formatDateTime(version.data.publishedAt, i18n.language) })}
          </p>
          {version.data.releaseNotes ? <p className={styles.notes}>{version.data.releaseNotes}</p> : null}
          <a className={styles.download} href={href} rel="noopener noreferrer">
            {t('appDownload.download')}
          </a>
        </div>
        {/* On a phone the button comes first (CSS order): scanning one's own screen is of little use there. */}
        <figure className={styles.qr}>
          <QRCodeSVG
            value={absoluteUrl(href)}
            size={168}
            marginSize={2}
            role="img"
            aria-label={t('appDownload.qrLabel', { version: version.data.version })}
          />
          <figcaption className={styles.qrHint}>{t('appDownload.qrHint')}</figcaption>
        </figure>
      </section>
    );

  return <PageFrame title={t('route.appDownload')}>{content}</PageFrame>;
}
