import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { toSafeHref } from '@gs/web/safe-href';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStreamers } from '../api/get-streamers';
import styles from './streamers-section.module.css';

/** The home page's streamers (placed by decoration area 6, titled by it): avatar, name, platform, games, "Watch". */
export function StreamersSection({ title }: { title: string }) {
  const { t } = useTranslation();
  const streamers = useStreamers();

  let body: React.ReactNode;
  if (streamers.isPending) {
    body = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      </div>
    );
  } else if (streamers.isError) {
    body = (
      <p className={styles.message} role="alert">
        {t('streamers.loadFailed')}{' '}
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void streamers.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (streamers.data.length === 0) {
    body = <p className={styles.message}>{t('streamers.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {streamers.data.map((streamer) => {
          const room = toSafeHref(streamer.roomUrl);
          const avatar = toSafeHref(streamer.avatar);
          const platform = t(`streamers.platform.${streamer.platform}`);
          return (
            <li key={streamer.id} className={styles.card}>
              {avatar ? (
                <img className={styles.avatar} src={avatar} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className={styles.avatar} aria-hidden />
              )}
              <div className={styles.text}>
                <p className={styles.name} title={streamer.name}>
                  {streamer.name}
                </p>
                <p className={styles.meta}>
                  <span className={styles.platform}>{platform}</span>
                  {streamer.games.length > 0 ? t('streamers.games', { games: streamer.games.join(' · ') }) : null}
                </p>
              </div>
              {room ? (
                <a
                  className={styles.watch}
                  href={room}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={t('streamers.watchLabel', { name: streamer.name, platform })}
                >
                  <PlayCircleOutlined aria-hidden /> {t('streamers.watch')}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="home-streamers">
      <h2 id="home-streamers" className={styles.title}>
        {title || t('streamers.title')}
      </h2>
      {body}
    </section>
  );
}
