import { ReloadOutlined } from '@ant-design/icons';
import type { AppVersion } from '@gs/shared/tenant';
import { formatDateTime } from '@gs/web/format-date';
import { toSafeHref } from '@gs/web/safe-href';
import { Button } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { APP_PLATFORMS, type AppPlatform, useAppVersion } from '../api/get-app-version';
import styles from './app-download-page.module.css';

/** The download address a phone's camera can open: a path on this site made absolute. */
function absoluteUrl(href: string): string {
  return new URL(href, window.location.origin).href;
}

interface PublishedApp {
  platform: AppPlatform;
  version: AppVersion;
  href: string;
}

/** One platform's release: version, date, notes, its download button and, on a desktop, a QR code for a phone. */
function AppCard({ app, showQr }: { app: PublishedApp; showQr: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const platform = t(`appDownload.platforms.${app.platform}`);
  const { version } = app;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.info}>
        <h2 id={headingId} className={styles.version}>
          {t('appDownload.platformVersion', { platform, version: version.version })}
        </h2>
        <p className={styles.date}>
          {t('appDownload.publishedAt', { date: formatDateTime(version.publishedAt, i18n.language) })}
        </p>
        {version.releaseNotes ? <p className={styles.notes}>{version.releaseNotes}</p> : null}
        <a className={styles.download} href={app.href} rel="noopener noreferrer">
          {t('appDownload.downloadFor', { platform })}
        </a>
      </div>
      {showQr ? (
        <figure className={styles.qr}>
          <QRCodeSVG
            value={absoluteUrl(app.href)}
            size={168}
            marginSize={2}
            role="img"
            aria-label={t('appDownload.qrLabel', { platform, version: version.version })}
          />
          <figcaption className={styles.qrHint}>{t('appDownload.qrHint')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/**
 * /pages/appDownload: the shop's newest app for each platform it publishes (Android, iOS), each with its download
 * button; on a desktop also a QR code of the address for the phone, never on the phone that would have to scan
 * it. No search box here.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const android = useAppVersion(APP_PLATFORMS[0].appType);
  const ios = useAppVersion(APP_PLATFORMS[1].appType);
  const queries = [android, ios];
  const apps: PublishedApp[] = [];
  APP_PLATFORMS.forEach(({ platform }, index) => {
    const version = queries[index]?.data;
    const href = version ? toSafeHref(version.downloadUrl) : null;
    if (version && href) apps.push({ platform, version, href });
  });

  let content: ReactNode;
  if (apps.length > 0)
    content = (
      <div className={styles.cards}>
        {apps.map((app) => (
          <AppCard key={app.platform} app={app} showQr={!phone} />
        ))}
      </div>
    );
  else if (queries.some((query) => query.isPending)) content = <LoadingState label={t('common.loading')} />;
  else if (queries.some((query) => query.isError))
    content = (
      <ErrorState
        title={t('appDownload.loadFailed')}
        action={
          <Button
            icon={<ReloadOutlined />}
            loading={queries.some((query) => query.isFetching)}
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else content = <ComingSoon title={t('appDownload.unavailableTitle')} description={t('appDownload.unavailable')} />;

  return <PageFrame title={t('route.appDownload')}>{content}</PageFrame>;
}
