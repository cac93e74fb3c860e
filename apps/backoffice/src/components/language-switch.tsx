import { GlobalOutlined } from '@ant-design/icons';
import type { Locale } from '@gs/shared/tenant';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage, setUserLanguage } from '../lib/i18n';

// Each language is named in itself, so a user who cannot read the current one still finds theirs.
const languageNames: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Switches the back office's language and remembers the choice in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = getLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(languageNames) as Locale[]).map((lng) => ({
          key: lng,
          label: <span lang={lng}>{languageNames[lng]}</span>,
        })),
        onClick: ({ key }) => void setUserLanguage(key as Locale),
      }}
    >
      {/* The name starts with the language shown, so a voice user can say what they see (WCAG 2.5.3). */}
      <Button type="text" icon={<GlobalOutlined />} aria-label={`${languageNames[current]} (${t('shell.language')})`}>
        {languageNames[current]}
      </Button>
    </Dropdown>
  );
}
