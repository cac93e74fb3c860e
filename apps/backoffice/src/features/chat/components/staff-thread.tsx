import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type ChatSendInput } from '@gs/shared/chat';
import { chatDayOf, chatThreadReducer, emptyChatThread } from '@gs/web/chat-thread-state';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { staffChatKeys } from '../api/chat-keys';
import {
  getStaffChatMessages,
  markStaffChatRead,
  sendStaffChatMessage,
  uploadChatImage,
} from '../api/staff-chat-messages';
import type { StaffChatLive } from '../hooks/use-staff-chat-live';
import { ChatImage } from './chat-image';
import styles from './staff-chat.module.css';

let pendingCounter = 0;
const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/;

/** One conversation for customer service: the user's messages left, the shop's replies right, and the reply box. */
export function StaffThread({ conversationId, live }: { conversationId: number; live: StaffChatLive }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [thread, dispatch] = useReducer(chatThreadReducer, emptyChatThread);
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const stick = useRef(true);
  const keepOffset = useRef<number | null>(null);
  const retries = useRef(new Map<string, () => void>());

  const loadNewest = useCallback(async () => {
    setLoadError(null);
    try {
      dispatch({ type: 'page', page: await getStaffChatMessages(conversationId), older: false });
    } catch (error) {
      setLoadError(error);
    }
  }, [conversationId]);

  useEffect(() => {
    void loadNewest();
  }, [loadNewest]);

  useEffect(
    () =>
      live.subscribe((frame) => {
        if (frame.type === 'message' && frame.message.conversationId === conversationId) {
          dispatch({ type: 'received', message: frame.message, mine: frame.message.side === 'staff' });
        } else if (frame.type === 'read' && frame.conversationId === conversationId && frame.side === 'user') {
          dispatch({ type: 'peerRead', lastReadId: frame.lastReadId });
        } else if (frame.type === 'reload') {
          void loadNewest();
        }
      }),
    [live, conversationId, loadNewest],
  );

  const newestUser = thread.messages.findLast((message) => message.side === 'user')?.id ?? 0;
  const markedRead = useRef(0);
  useEffect(() => {
    if (newestUser <= markedRead.current) return;
    markedRead.current = newestUser;
    void markStaffChatRead(conversationId, newestUser)
      .then(() => queryClient.invalidateQueries({ queryKey: staffChatKeys.all }))
      .catch(() => {
        markedRead.current = 0;
      });
  }, [newestUser, conversationId, queryClient]);

  const count = thread.messages.length + thread.pending.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || count === 0) return;
    if (keepOffset.current !== null) {
      list.scrollTop = list.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (stick.current) list.scrollTop = list.scrollHeight;
  }, [count]);

  const loadOlder = async () => {
    const first = thread.messages[0];
    if (!first || loadingOlder || !thread.hasMore) return;
    setLoadingOlder(true);
    try {
      const page = await getStaffChatMessages(conversationId, { beforeId: first.id });
      keepOffset.current = listRef.current ? listRef.current.scrollHeight - listRef.current.scrollTop : null;
      dispatch({ type: 'page', page, older: true });
    } catch {
      // The next scroll tries again.
    } finally {
      setLoadingOlder(false);
    }
  };

  const deliver = (key: string, make: () => Promise<ChatSendInput>) => {
    const attempt = () => {
      dispatch({ type: 'retrying', key });
      make()
        .then((input) => sendStaffChatMessage(conversationId, input))
        .then((message) => {
          retries.current.delete(key);
          dispatch({ type: 'sent', key, message });
        })
        .catch((error: unknown) => {
          setProblem(describeError(error, t));
          dispatch({ type: 'failed', key });
        });
    };
    retries.current.set(key, attempt);
    stick.current = true;
    attempt();
  };

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    pendingCounter += 1;
    const key = `s${pendingCounter}`;
    dispatch({ type: 'pending', pending: { key, text: value, status: 'sending' } });
    setText('');
    setProblem(null);
    deliver(key, async () => ({ text: value }));
  };

  const sendImage = (file: File) => {
    if (!IMAGE_TYPES.test(file.type) || file.size > 5 * 1024 * 1024) {
      setProblem(t('chat.imageRefused'));
      return;
    }
    pendingCounter += 1;
    const key = `s${pendingCounter}`;
    dispatch({ type: 'pending', pending: { key, text: '', previewUrl: URL.createObjectURL(file), status: 'sending' } });
    setProblem(null);
    let ref: string | null = null;
    deliver(key, async () => {
      ref ??= await uploadChatImage(file);
      return { imageRef: ref };
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  let body: React.ReactNode;
  if (!thread.loaded && loadError) {
    body = <ErrorState compact title={t('chat.loadFailed')} error={loadError} onRetry={() => void loadNewest()} />;
  } else if (!thread.loaded) {
    body = (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  } else if (count === 0) {
    body = <div className={styles.center}>{t('chat.noMessages')}</div>;
  } else {
    let lastDay = '';
    body = (
      <>
        {loadingOlder ? (
          <div className={styles.center}>
            <Spin size="small" />
          </div>
        ) : null}
        {thread.messages.map((message) => {
          const day = chatDayOf(message.createdAt);
          const separator = day !== lastDay ? <div className={styles.day}>{day}</div> : null;
          lastDay = day;
          const mine = message.side === 'staff';
          return (
            <div key={message.id}>
              {separator}
              <div className={`${styles.row} ${mine ? styles.mine : ''}`} data-testid="staff-chat-message">
                <div className={styles.bubble}>
                  {message.kind === 'image' ? <ChatImage messageId={message.id} alt={t('chat.image')} /> : message.text}
                </div>
                <span className={styles.meta}>
                  {formatDateTime(message.createdAt, i18n.language)}
                  {mine ? ` · ${message.id <= thread.peerLastReadId ? t('chat.read') : t('chat.unreadByUser')}` : ''}
                </span>
              </div>
            </div>
          );
        })}
        {thread.pending.map((pending) => (
          <div key={pending.key} className={`${styles.row} ${styles.mine}`}>
            <div className={`${styles.bubble} ${pending.status === 'failed' ? styles.failed : ''}`}>
              {pending.previewUrl ? (
                <img src={pending.previewUrl} alt={t('chat.image')} style={{ width: 160, borderRadius: 8 }} />
              ) : (
                pending.text
              )}
            </div>
            <span className={styles.meta}>
              {pending.status === 'sending' ? (
                t('chat.sending')
              ) : (
                <>
                  <Typography.Text type="danger">{t('chat.failed')}</Typography.Text>
                  <Button size="small" type="link" onClick={() => retries.current.get(pending.key)?.()}>
                    {t('common.retry')}
                  </Button>
                </>
              )}
            </span>
          </div>
        ))}
      </>
    );
  }

  return (
    <div className={styles.thread}>
      <div
        ref={listRef}
        className={styles.list}
        style={{ ['--chat-primary' as string]: token.colorPrimary }}
        role="log"
        aria-live="polite"
        aria-label={t('chat.thread')}
        onScroll={() => {
          const list = listRef.current;
          if (!list) return;
          stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 60;
          if (list.scrollTop < 40) void loadOlder();
        }}
      >
        {body}
      </div>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      <div className={styles.composer}>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('chat.sendImage')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) sendImage(file);
          }}
        />
        <Button icon={<PictureOutlined />} aria-label={t('chat.sendImage')} onClick={() => fileRef.current?.click()} />
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('chat.replyPlaceholder')}
          aria-label={t('chat.replyPlaceholder')}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={sendText} disabled={!text.trim()}>
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
