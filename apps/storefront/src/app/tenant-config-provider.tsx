import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../features/tenant/api/get-tenant';
import { applyTenantLocale } from '../lib/i18n';
import { buildTheme } from './theme';

/** antd themed with the tenant's primary colour and localised in the current language. */
export function TenantConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: tenant } = useTenant();
  const primaryColor = tenant?.primaryColor;
  const locale = tenant?.locale;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);

  useEffect(() => {
    if (locale) void applyTenantLocale(locale);
  }, [locale]);

  return (
    <ConfigProvider theme={theme} locale={i18n.language === 'en-US' ? enUS : zhCN}>
      {children}
    </ConfigProvider>
  );
}
