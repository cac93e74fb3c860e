import { IconProvider } from '@ant-design/icons';
import { buildTheme } from '@gs/web/theme';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../hooks/use-tenant';

// Button labels stay exactly as written ("确认", not antd's spaced "确 认"), so their accessible names are too.
const buttonConfig = { autoInsertSpace: false };

// antd draws the required star with CSS ::before inside the <label>, so screen readers (and the accessible name)
// read "* Name". Drawing it as an aria-hidden element keeps the look and leaves the name as "Name".
const formConfig = {
  requiredMark: (label: ReactNode, { required }: { required: boolean }) => (
    <>
      {required ? (
        <span aria-hidden="true" className="required-mark">
          *
        </span>
      ) : null}
      {label}
    </>
  ),
};

// The icons' rules come once, from antd: its ConfigProvider writes them (`.anticon{…}`, with the other antd styles a
// server-rendered page carries in its head), and @ant-design/icons inserted a copy of its own when its first icon
// mounted: a <style> added while the page hydrated, and a restyle of the whole page for it (#22). zeroRuntime is the
// icons' switch for that (antd sets it itself when it styles in a cascade layer). This provider takes the place of
// the one ConfigProvider gives the icons only with an iconPrefixCls or csp, neither of which is set here.
const iconConfig = { zeroRuntime: true };

// One theme object per colour for the life of the page (or the server): antd caches the tokens it derives from a
// theme by the object, so a new object per render, or per server-rendered page, derives them again.
const themes = new Map<string | undefined, ReturnType<typeof buildTheme>>();
function themeOf(primaryColor: string | undefined) {
  let theme = themes.get(primaryColor);
  if (!theme) {
    theme = buildTheme(primaryColor);
    themes.set(primaryColor, theme);
  }
  return theme;
}

/**
 * antd themed with the tenant's primary colour and localised in the current language. Loaded lazily with the
 * first page (see AntdRoot); the header and the frame around it do not need antd.
 */
export function TenantConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: tenant } = useTenant();
  const primaryColor = tenant?.primaryColor;
  const theme = themeOf(primaryColor);

  return (
    <ConfigProvider
      theme={theme}
      locale={i18n.language === 'en-US' ? enUS : zhCN}
      button={buttonConfig}
      form={formConfig}
    >
      <IconProvider value={iconConfig}>{children}</IconProvider>
    </ConfigProvider>
  );
}
