import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStoredSession } from '../../../hooks/use-stored-session';
import type { ChatTarget } from '../api/chat-keys';
import { useChatUnread } from '../api/get-chat-unread';
import styles from './chat-entry.module.css';

const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

/** `?chat=general` or `?chat=order:<id>` opens the panel on that conversation (the order page links to it). */
export function chatTargetOf(value: string | null): ChatTarget | null {
  if (value === 'general') return { kind: 'general' };
  const match = /^order:(\d{1,15})$/.exec(value ?? '');
  return match ? { kind: 'order', orderId: Number(match[1]) } : null;
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.6 3.4 6L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8Z"
      />
    </svg>
  );
}

/**
 * The header's customer-service entry for a signed-in user: the unread count as a badge, and the chat panel (loaded
 * on first use) opened on the general conversation or on the one named by `?chat=`. The live connection is open
 * only while the panel is: every header on every page holding a socket cost a ticket per page load (the ticket
 * route is rate limited), while the badge needs no more than the unread count, read on focus and now and then.
 */
export function ChatEntry() {
  const { t } = useTranslation();
  const { isLoggedIn } = useStoredSession();
  const [params, setParams] = useSearchParams();
  const unread = useChatUnread(isLoggedIn);
  const target = isLoggedIn ? chatTargetOf(params.get('chat')) : null;
  if (!isLoggedIn) return null;

  const total = unread.data?.total ?? 0;
  const setTarget = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('chat', value);
        else next.delete('chat');
        return next;
      },
      { replace: value === null },
    );

  return (
    <>
      <button
        type="button"
        className={styles.entry}
        onClick={() => setTarget('general')}
        aria-label={total > 0 ? t('chat.entryUnread', { count: total }) : t('chat.entry')}
      >
        <ChatIcon />
        <span className={styles.label}>{t('chat.entry')}</span>
        {total > 0 ? (
          <span className={styles.badge} data-testid="chat-unread-badge">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </button>
      {target ? (
        <Suspense fallback={null}>
          <ChatPanel target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
