import { buildTheme } from '@gs/web/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../hooks/use-tenant';

// Button labels stay exactly as written ("确认", not antd's spaced "确 认"), so their accessible names are too.
const buttonConfig = { autoInsertSpace: false };

/** antd themed in the shop's colour and localised in the current language, with antd's App for messages. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: tenant } = useTenant();
  const primaryColor = tenant?.primaryColor;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  return (
    <ConfigProvider theme={theme} locale={i18n.language === 'en-US' ? enUS : zhCN} button={buttonConfig}>
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
