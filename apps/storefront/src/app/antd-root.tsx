import { message } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { markAppReady } from './app-ready';
import { subscribeFlash, takeFlashMessages } from './flash-messages';
import { TenantConfigProvider } from './tenant-config-provider';

/** Shows the messages queued by code outside antd (the header's logout) with antd's message API. */
function FlashMessages() {
  const [messageApi, holder] = message.useMessage();
  useEffect(() => {
    const show = () => {
      for (const flash of takeFlashMessages()) void messageApi.open({ type: flash.type, content: flash.text });
    };
    show();
    return subscribeFlash(show);
  }, [messageApi]);
  return holder;
}

/**
 * What antd needs around the pages: the tenant-themed ConfigProvider, and the holder of the frame's messages. A
 * lazy chunk of its own: it loads in parallel with the first page's chunk, and the header paints without it.
 * Pages that use `App.useApp()` wrap themselves in antd's App, so its modal and notification code stays in theirs.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  // The page is live (a server-rendered one hydrated, this boundary being its last): `<html data-app-ready>`.
  useEffect(markAppReady, []);
  return (
    <TenantConfigProvider>
      <FlashMessages />
      {children}
    </TenantConfigProvider>
  );
}
