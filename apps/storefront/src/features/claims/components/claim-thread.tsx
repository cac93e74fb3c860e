import type { Claim } from '@gs/shared/claims';
import { useTranslation } from 'react-i18next';
import { ClaimMessageItem } from './claim-message-item';
import styles from './claims.module.css';

/** The claim's messages, oldest first. */
export function ClaimThread({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.messages} aria-label={t('claims.thread.title')}>
      {claim.messages.map((message) => (
        <ClaimMessageItem key={message.id} claim={claim} message={message} />
      ))}
    </ol>
  );
}
