import { describeError } from '@gs/web/error-message';
import { Alert, Button, Drawer, Grid, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatTarget } from '../api/chat-keys';
import { useChatConversation } from '../api/open-chat-conversation';
import { ChatLiveContext, useChatLive } from '../hooks/use-chat-live';
import styles from './chat.module.css';
import { ChatThread } from './chat-thread';

/**
 * The customer-service chat: a Drawer on desktop, full screen on a phone, showing one conversation, with the live
 * connection while it is open.
 */
export function ChatPanel({ target, onClose }: { target: ChatTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  // The live connection is open while the panel is (this module loads on the panel's first opening, so the socket
  // client does not weigh on every page's start).
  const live = useChatLive(true);
  const conversation = useChatConversation(target);

  let body: React.ReactNode;
  if (conversation.data) body = <ChatThread conversation={conversation.data} />;
  else if (conversation.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('chat.openFailed')}
        description={describeError(conversation.error, t)}
        action={<Button onClick={() => void conversation.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else body = null;

  return (
    <ChatLiveContext.Provider value={live}>
      <Drawer
        open
        onClose={onClose}
        title={t('chat.title')}
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '100%' : 420}
        loading={conversation.isPending}
        styles={{ body: { display: 'flex', flexDirection: 'column', padding: phone ? 8 : 16 } }}
        destroyOnHidden
      >
        <div className={styles.panelBody}>
          {live.state === 'reconnecting' ? (
            <Alert className={styles.banner} type="warning" showIcon title={t('chat.reconnecting')} />
          ) : null}
          {conversation.data?.kind === 'order' ? (
            <Tag className={styles.orderTag} color="blue">
              {t('chat.aboutOrder', { orderNo: conversation.data.orderNo ?? conversation.data.orderId })}
            </Tag>
          ) : null}
          {body}
        </div>
      </Drawer>
    </ChatLiveContext.Provider>
  );
}
