import type { NoticeDetail } from '@gs/shared/notices';
import { formatDateTime } from '@gs/web/format-date';
import { useTranslation } from 'react-i18next';
import styles from './notice-article.module.css';
import { NoticeContent } from './notice-content';

/** One notice: its title (as the heading level the page needs), publication time and content. */
export function NoticeArticle({ notice, heading: Heading = 'h2' }: { notice: NoticeDetail; heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.article}>
      <header className={styles.head}>
        <Heading className={styles.title}>{notice.title}</Heading>
        <p className={styles.meta}>
          {t('notices.publishedAt', { date: formatDateTime(notice.publishedAt, i18n.language) })}
        </p>
      </header>
      <NoticeContent html={notice.content} />
    </article>
  );
}
