import type { Claim, ClaimMessage } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClaimImage } from './claim-image';
import styles from './claims.module.css';

/** One message of the thread: who wrote it (you, the other party, customer service), when, its text and images. */
export function ClaimMessageItem({ claim, message }: { claim: Claim; message: ClaimMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.author === claim.role;
  const author = mine ? t('claims.thread.you') : t(`claims.thread.${message.author}`);
  const className = [styles.message, mine ? styles.mine : '', message.author === 'staff' ? styles.staff : ''].join(' ');
  return (
    <li className={className}>
      <span className={styles.author}>
        {author} · {formatDateTime(message.createdAt, i18n.language)}
        {message.late ? (
          <Tag color="orange" style={{ marginLeft: 8 }}>
            {t('claims.thread.late')}
          </Tag>
        ) : null}
      </span>
      <p className={styles.text}>{message.text}</p>
      {message.images.length > 0 ? (
        <div className={styles.images}>
          {message.images.map((imageId, index) => (
            <ClaimImage
              key={imageId}
              claimId={claim.id}
              imageId={imageId}
              alt={t('claims.thread.image', { author, index: index + 1 })}
            />
          ))}
        </div>
      ) : null}
      {message.imagesHidden > 0 ? (
        <p className={styles.meta}>{t('claims.thread.hidden', { count: message.imagesHidden })}</p>
      ) : null}
    </li>
  );
}
