import type { Evaluation } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { Image, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailPath } from '../utils/order-paths';
import styles from './order-list.module.css';

/** One evaluation: the order's account, stars, text, pictures (preview on click) and date. */
export function EvaluationItem({ evaluation }: { evaluation: Evaluation }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.evaluation} aria-label={evaluation.title}>
      <div className={styles.evaluationHead}>
        <h2 className={styles.evaluationTitle}>
          <Link to={orderDetailPath(evaluation.orderId)}>{evaluation.title}</Link>
        </h2>
        <time className={styles.date} dateTime={evaluation.createdAt}>
          {formatDateTime(evaluation.createdAt, i18n.language)}
        </time>
      </div>
      <span aria-hidden>
        <Rate disabled value={evaluation.stars} />
      </span>
      <span className="visually-hidden">{t('orders.evaluations.stars', { count: evaluation.stars })}</span>
      {evaluation.content ? <p className={styles.evaluationText}>{evaluation.content}</p> : null}
      {evaluation.images.length > 0 ? (
        <div className={styles.evaluationImages}>
          <Image.PreviewGroup>
            {evaluation.images.map((src) => (
              <Image key={src} src={src} alt="" width={88} height={88} />
            ))}
          </Image.PreviewGroup>
        </div>
      ) : null}
    </article>
  );
}
