import { PictureOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type ChatConversation } from '@gs/shared/chat';
import { chatDayOf } from '@gs/web/chat-thread-state';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { type ChatThreadTransport, useChatThread } from '@gs/web/hooks/use-chat-thread';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPrivateImage } from '../../../lib/private-image';
import { findImageFileProblem } from '../../../lib/upload-image';
import { chatKeys } from '../api/chat-keys';
import { getChatMessages, markChatRead, sendChatMessage } from '../api/chat-messages';
import { useChatLiveContext } from '../hooks/use-chat-live';
import styles from './chat.module.css';
import { ChatImage } from './chat-image';

/** One conversation: the messages (older ones on scrolling up), read receipts, and the box to write in. */
export function ChatThread({ conversation }: { conversation: ChatConversation }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const live = useChatLiveContext();
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const transport = useMemo<ChatThreadTransport>(
    () => ({
      side: 'user',
      fetchPage: getChatMessages,
      send: sendChatMessage,
      markRead: markChatRead,
      uploadImage: async (file) => (await uploadPrivateImage(file, 'chat')).ref,
      subscribe: live.subscribe,
      onRead: () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
    }),
    [live.subscribe, queryClient],
  );
  const { thread, loadError, loadingOlder, problem, listRef, onScroll, reload, sendText, sendImage, retry, discard } =
    useChatThread(conversation.id, transport, {
      describeError: (error) => describeError(error, t),
      checkImage: (file) => {
        const refused = findImageFileProblem(file);
        if (!refused) return null;
        return t(refused === 'type' ? 'chat.imageType' : 'chat.imageSize');
      },
    });
  const count = thread.messages.length + thread.pending.length;

  const submitText = () => {
    if (sendText(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submitText();
    }
  };

  let body: React.ReactNode;
  if (!thread.loaded && loadError) {
    body = (
      <div className={styles.center}>
        <Typography.Text type="danger">{t('chat.loadFailed')}</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
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
                  <Button size="small" type="link" onClick={() => retry(pending.key)}>
                    {t('chat.retry')}
                  </Button>
                  <Button size="small" type="link" onClick={() => discard(pending.key)}>
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
          onClick={submitText}
          disabled={!text.trim()}
          className={styles.touch}
        >
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
