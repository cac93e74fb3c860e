import { type FeedbackSummary, feedbackCategoryLabel } from '@gs/shared/feedback';
import { describeError } from '@gs/web/error-message';
import { formatRelativeTime } from '@gs/web/format-date';
import { Badge, Button, Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMyFeedback } from '../api/get-my-feedback';
import styles from './feedback.module.css';
import { FeedbackStatusTag } from './feedback-status-tag';

const PAGE_SIZE = 10;

function FeedbackRow({ row, onOpen }: { row: FeedbackSummary; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const category = feedbackCategoryLabel(row.category, i18n.language);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onOpen(row.id)}
        aria-label={t('feedback.list.open', { category, excerpt: row.excerpt })}
      >
        <span className={styles.rowHead}>
          <Badge dot={row.unread} offset={[4, 0]}>
            <span className={styles.rowCategory}>{category}</span>
          </Badge>
          {row.unread ? <span className={styles.unreadText}>{t('feedback.list.newReply')}</span> : null}
          <FeedbackStatusTag status={row.status} />
        </span>
        <span className={styles.rowExcerpt}>{row.excerpt}</span>
        <span className={styles.rowMeta}>
          {t('feedback.list.meta', {
            count: row.messageCount,
            when: formatRelativeTime(row.lastActivityAt, i18n.language),
          })}
        </span>
      </button>
    </li>
  );
}

/** My feedback threads, newest activity first, with status and an unread dot; a row opens the thread. */
export function FeedbackList({
  pageNum,
  onPageChange,
  onOpen,
  onWrite,
}: {
  pageNum: number;
  onPageChange: (pageNum: number) => void;
  onOpen: (id: number) => void;
  onWrite: () => void;
}) {
  const { t } = useTranslation();
  const query = useMyFeedback({ pageNum, pageSize: PAGE_SIZE });
  if (query.isPending) return <LoadingState label={t('feedback.list.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('feedback.list.failed')}
        description={describeError(query.error, t)}
        action={<Button onClick={() => void query.refetch()}>{t('feedback.retry')}</Button>}
      />
    );
  }
  const { rows, total } = query.data;
  if (total === 0) {
    return (
      <Empty description={t('feedback.list.empty')}>
        <Button type="primary" onClick={onWrite}>
          {t('feedback.list.write')}
        </Button>
      </Empty>
    );
  }
  return (
    <div>
      <ul className={styles.list} aria-label={t('feedback.list.label')}>
        {rows.map((row) => (
          <FeedbackRow key={row.id} row={row} onOpen={onOpen} />
        ))}
      </ul>
      {total > PAGE_SIZE ? (
        <Pagination
          className={styles.pagination}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={onPageChange}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
