import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useProfile } from '../../hooks/use-profile';
import { useTenant } from '../../hooks/use-tenant';
import { endSessionState, paths } from '../../lib/paths';

interface AppHeaderProps {
  siderCollapsed: boolean;
  onToggleSider: () => void;
  /** A phone: the shop's name, the menu button, language and sign-out only (names and roles behind the avatar). */
  compact?: boolean;
}

/** The shop's name, the language switch, who is signed in with their roles, and sign-out. */
export function AppHeader({ siderCollapsed, onToggleSider, compact = false }: AppHeaderProps) {
  const { t } = useTranslation();
  const { data: tenant } = useTenant();
  const { data: profile } = useProfile();
  const navigate = useNavigate();

  // The login page ends the session as it opens (see endSessionState).
  const onLogout = () => void navigate(paths.login, { state: endSessionState });

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: compact ? '0 8px' : '0 24px 0 8px',
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 8 : 16,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Button
        type="text"
        icon={siderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSider}
        aria-label={siderCollapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
        aria-expanded={!siderCollapsed}
      />
      <Typography.Text strong ellipsis style={{ fontSize: 16, whiteSpace: 'nowrap', minWidth: 0 }}>
        {tenant?.tenantName}
      </Typography.Text>
      {compact ? null : <Tag color="blue">{t('shell.backOffice')}</Tag>}
      <div style={{ flex: 1 }} />
      <LanguageSwitch />
      <Space size={8} aria-label={t('shell.signedInAs')} role="group">
        <Avatar size="small" src={profile?.avatar || undefined} icon={<UserOutlined />} alt="" />
        {compact ? (
          <span className="visually-hidden">
            {profile ? `${profile.nickName} · ${profile.roles.map((role) => t(`roles.${role}`)).join(', ')}` : null}
          </span>
        ) : (
          <>
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>{profile?.nickName}</Typography.Text>
            {profile?.roles.map((role) => (
              <Tag key={role} style={{ marginInlineEnd: 0 }}>
                {t(`roles.${role}`)}
              </Tag>
            ))}
          </>
        )}
      </Space>
      <Button icon={<LogoutOutlined />} onClick={onLogout} aria-label={compact ? t('shell.logout') : undefined}>
        {compact ? null : t('shell.logout')}
      </Button>
    </Layout.Header>
  );
}
