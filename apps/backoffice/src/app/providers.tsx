import { buildTheme } from '@gs/web/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { useTenant } from '../hooks/use-tenant';

// Button labels stay exactly as written ("确认", not antd's spaced "确 认"), so their accessible names are too.
const buttonConfig = { autoInsertSpace: false };
// On a phone every table scrolls sideways inside its own card (a table's own `scroll` still wins), so neither the
// page nor the screen's panel does; wider screens keep each table's own layout.
const phoneTableConfig = { scroll: { x: 'max-content' as const } };

/** antd themed in the shop's colour and localised in the current language, with antd's App for messages. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: tenant } = useTenant();
  const primaryColor = tenant?.primaryColor;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  const phone = usePhoneLayout();
  return (
    <ConfigProvider
      theme={theme}
      locale={i18n.language === 'en-US' ? enUS : zhCN}
      button={buttonConfig}
      table={phone ? phoneTableConfig : undefined}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** Everything the back office needs above the router: server state, then antd. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedAntd>{children}</ThemedAntd>
    </QueryClientProvider>
  );
}
