import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX } from '@gs/shared/chat';
import { chatDayOf } from '@gs/web/chat-thread-state';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { type ChatThreadTransport, useChatThread } from '@gs/web/hooks/use-chat-thread';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type GetRef, Input, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PrivateImage } from '../../../components/private-image';
import { staffChatKeys } from '../api/chat-keys';
import {
  getStaffChatMessages,
  markStaffChatRead,
  sendStaffChatMessage,
  uploadChatImage,
} from '../api/staff-chat-messages';
import type { StaffChatLive } from '../hooks/use-staff-chat-live';
import { QuickReplyPicker } from './quick-reply-picker';
import styles from './staff-chat.module.css';

const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/;

/** One conversation for customer service: the user's messages left, the shop's replies right, and the reply box. */
export function StaffThread({ conversationId, live }: { conversationId: number; live: StaffChatLive }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const textAreaRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const transport = useMemo<ChatThreadTransport>(
    () => ({
      side: 'staff',
      fetchPage: getStaffChatMessages,
      send: sendStaffChatMessage,
      markRead: markStaffChatRead,
      uploadImage: uploadChatImage,
      subscribe: live.subscribe,
      onRead: () => void queryClient.invalidateQueries({ queryKey: staffChatKeys.all }),
    }),
    [live.subscribe, queryClient],
  );
  const { thread, loadError, loadingOlder, problem, listRef, onScroll, reload, sendText, sendImage, retry } =
    useChatThread(conversationId, transport, {
      describeError: (error) => describeError(error, t),
      checkImage: (file) =>
        IMAGE_TYPES.test(file.type) && file.size <= 5 * 1024 * 1024 ? null : t('chat.imageRefused'),
    });
  const count = thread.messages.length + thread.pending.length;

  const submitText = () => {
    if (sendText(text)) setText('');
  };

  /** Puts a quick reply's text where the caret is (replacing a selection), then leaves the caret after it. */
  const insertQuickReply = (snippet: string) => {
    const area = textAreaRef.current?.resizableTextArea?.textArea;
    const start = area ? area.selectionStart : text.length;
    const end = area ? area.selectionEnd : text.length;
    const next = (text.slice(0, start) + snippet + text.slice(end)).slice(0, CHAT_TEXT_MAX);
    const caret = Math.min(start + snippet.length, next.length);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submitText();
    }
  };

  let body: React.ReactNode;
  if (!thread.loaded && loadError) {
    body = <ErrorState compact title={t('chat.loadFailed')} error={loadError} onRetry={() => void reload()} />;
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
                  {message.kind === 'image' ? (
                    <PrivateImage
                      path={`/staff/chat/messages/${message.id}/image`}
                      alt={t('chat.image')}
                      failedTitle={t('chat.imageLoadFailed')}
                      width={160}
                      style={{ borderRadius: 8, objectFit: 'cover' }}
                    />
                  ) : (
                    message.text
                  )}
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
                  <Button size="small" type="link" onClick={() => retry(pending.key)}>
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
        onScroll={onScroll}
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
        <QuickReplyPicker onPick={insertQuickReply} />
        <Input.TextArea
          ref={textAreaRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('chat.replyPlaceholder')}
          aria-label={t('chat.replyPlaceholder')}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={submitText} disabled={!text.trim()}>
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
