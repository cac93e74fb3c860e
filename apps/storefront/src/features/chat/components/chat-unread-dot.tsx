import { useTranslation } from 'react-i18next';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { useChatUnread } from '../api/get-chat-unread';
import styles from './chat-entry.module.css';

/**
 * A red dot for the phone header's menu button when customer service has written and the chat entry is folded
 * behind that button (it shares the entry's unread query, so it costs no request of its own).
 */
export function ChatUnreadDot() {
  const { t } = useTranslation();
  const { isLoggedIn } = useStoredSession();
  const unread = useChatUnread(isLoggedIn);
  const total = isLoggedIn ? (unread.data?.total ?? 0) : 0;
  if (total === 0) return null;
  return (
    <span className={styles.dot}>
      <span className="visually-hidden">{t('chat.entryUnread', { count: total })}</span>
    </span>
  );
}
