import { PictureOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type ChatConversation, type ChatSendInput } from '@gs/shared/chat';
import { chatDayOf, chatThreadReducer, emptyChatThread } from '@gs/web/chat-thread-state';
import { formatDateTime } from '@gs/web/format-date';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message';
import { uploadPrivateImage } from '../../../lib/private-image';
import { findImageFileProblem } from '../../../lib/upload-image';
import { chatKeys } from '../api/chat-keys';
import { getChatMessages, markChatRead, sendChatMessage } from '../api/chat-messages';
import { useChatLiveContext } from '../hooks/use-chat-live';
import styles from './chat.module.css';
import { ChatImage } from './chat-image';

let pendingCounter = 0;

/** One conversation: the messages (older ones on scrolling up), read receipts, and the box to write in. */
export function ChatThread({ conversation }: { conversation: ChatConversation }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const live = useChatLiveContext();
  const [thread, dispatch] = useReducer(chatThreadReducer, emptyChatThread);
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const stickToBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);
  const retries = useRef(new Map<string, () => void>());
  const conversationId = conversation.id;

  const loadNewest = useCallback(async () => {
    setLoadError(null);
    try {
      dispatch({ type: 'page', page: await getChatMessages(conversationId), older: false });
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
          dispatch({ type: 'received', message: frame.message, mine: frame.message.side === 'user' });
        } else if (frame.type === 'read' && frame.conversationId === conversationId && frame.side === 'staff') {
          dispatch({ type: 'peerRead', lastReadId: frame.lastReadId });
        } else if (frame.type === 'reload') {
          void loadNewest();
        }
      }),
    [live, conversationId, loadNewest],
  );

  // What customer service wrote is read once it is on screen (the panel is open).
  const newestStaff = thread.messages.findLast((message) => message.side === 'staff')?.id ?? 0;
  const markedRead = useRef(0);
  useEffect(() => {
    if (newestStaff <= markedRead.current) return;
    markedRead.current = newestStaff;
    void markChatRead(conversationId, newestStaff)
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.unread() }))
      .catch(() => {
        markedRead.current = 0;
      });
  }, [newestStaff, conversationId, queryClient]);

  const count = thread.messages.length + thread.pending.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || count === 0) return;
    if (keepOffset.current !== null) {
      list.scrollTop = list.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [count]);

  const loadOlder = async () => {
    const first = thread.messages[0];
    if (!first || loadingOlder || !thread.hasMore) return;
    setLoadingOlder(true);
    try {
      const page = await getChatMessages(conversationId, { beforeId: first.id });
      keepOffset.current = listRef.current ? listRef.current.scrollHeight - listRef.current.scrollTop : null;
      dispatch({ type: 'page', page, older: true });
    } catch {
      // The next scroll tries again.
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 60;
    if (list.scrollTop < 40) void loadOlder();
  };

  const deliver = (key: string, make: () => Promise<ChatSendInput>) => {
    const attempt = () => {
      dispatch({ type: 'retrying', key });
      make()
        .then((input) => sendChatMessage(conversationId, input))
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
    stickToBottom.current = true;
    attempt();
  };

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    pendingCounter += 1;
    const key = `p${pendingCounter}`;
    dispatch({ type: 'pending', pending: { key, text: value, status: 'sending' } });
    setText('');
    setProblem(null);
    deliver(key, async () => ({ text: value }));
  };

  const sendImage = (file: File) => {
    const refused = findImageFileProblem(file);
    if (refused) {
      setProblem(t(refused === 'type' ? 'chat.imageType' : 'chat.imageSize'));
      return;
    }
    pendingCounter += 1;
    const key = `p${pendingCounter}`;
    dispatch({
      type: 'pending',
      pending: { key, text: '', previewUrl: URL.createObjectURL(file), status: 'sending' },
    });
    setProblem(null);
    let ref: string | null = null;
    deliver(key, async () => {
      ref ??= (await uploadPrivateImage(file, 'chat')).ref;
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
    body = (
      <div className={styles.center}>
        <Typography.Text type="danger">{t('chat.loadFailed')}</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void loadNewest()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!thread.loaded) {
    body = (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  } else if (count === 0) {
    body = <div className={styles.center}>{t('chat.empty')}</div>;
  } else {
    let lastDay = '';
    body = (
      <>
        {loadingOlder ? (
          <div className={styles.olderSpinner}>
            <Spin size="small" />
          </div>
        ) : null}
        {thread.messages.map((message) => {
          const day = chatDayOf(message.createdAt);
          const separator = day !== lastDay ? <div className={styles.day}>{day}</div> : null;
          lastDay = day;
          const mine = message.side === 'user';
          return (
            <div key={message.id}>
              {separator}
              <div className={`${styles.row} ${mine ? styles.mine : styles.theirs}`} data-testid="chat-message">
                {mine ? null : <span className={styles.sender}>{t('chat.staffName')}</span>}
                <div className={styles.bubble}>
                  {message.kind === 'image' ? <ChatImage messageId={message.id} alt={t('chat.image')} /> : message.text}
                </div>
                <span className={styles.meta}>
                  {formatDateTime(message.createdAt, i18n.language).slice(-5)}
                  {mine ? (
                    <span className={styles.receipt}>
                      {message.id <= thread.peerLastReadId ? t('chat.read') : t('chat.unread')}
                    </span>
                  ) : null}
                </span>
              </div>
            </div>
          );
        })}
        {thread.pending.map((pending) => (
          <div key={pending.key} className={`${styles.row} ${styles.mine}`} data-testid="chat-pending">
            <div className={`${styles.bubble} ${pending.status === 'failed' ? styles.failedBubble : ''}`}>
              {pending.previewUrl ? (
                <img src={pending.previewUrl} alt={t('chat.image')} className={styles.image} />
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
                    {t('chat.retry')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      retries.current.delete(pending.key);
                      dispatch({ type: 'discard', key: pending.key });
                    }}
                  >
                    {t('chat.discard')}
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
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
      >
        {body}
      </div>
      {problem ? (
        <Typography.Text type="danger" className={styles.problem} role="alert">
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
        <Button
          icon={<PictureOutlined />}
          aria-label={t('chat.sendImage')}
          onClick={() => fileRef.current?.click()}
          className={styles.touch}
        />
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={sendText}
          disabled={!text.trim()}
          className={styles.touch}
        >
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
