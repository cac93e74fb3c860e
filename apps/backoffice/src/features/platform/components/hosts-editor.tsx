import { DeleteOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_TENANT_HOSTS, type PlatformTenant, tenantHostSchema } from '@gs/shared/platform';
import { describeError } from '@gs/web/error-message';
import { App, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeShop } from '../api/shops';
import { storefrontUrl } from './shop-tags';

/**
 * A shop's hosts: each opens its storefront and can be removed (after a confirmation; never the last one), and a new
 * host can be added (claimed once across the platform: a taken host is refused with its name). Changes apply at once.
 */
export function HostsEditor({ shop }: { shop: PlatformTenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useChangeShop();
  const removing = change.isPending && change.variables?.change.kind === 'removeHost' ? change.variables.change : null;

  const add = () => {
    const parsed = tenantHostSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldError(t('platform.rules.host', { host: draft.trim() || '…' }));
      return;
    }
    setFieldError(null);
    change.mutate(
      { id: shop.id, change: { kind: 'addHost', host: parsed.data } },
      {
        onSuccess: () => {
          setDraft('');
          void message.success(t('platform.hosts.added', { host: parsed.data }));
        },
        onError: (error) => setFieldError(describeError(error, t)),
      },
    );
  };

  return (
    <div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('platform.shop.hosts')}>
        {shop.hosts.map((host) => (
          <li key={host} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
            <Typography.Link
              href={storefrontUrl(host)}
              target="_blank"
              rel="noopener noreferrer"
              style={{ flex: 1, overflowWrap: 'anywhere' }}
            >
              {host} <ExportOutlined />
            </Typography.Link>
            <Popconfirm
              title={t('platform.hosts.removeTitle', { host })}
              description={t('platform.hosts.removeBody')}
              okText={t('platform.hosts.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('platform.cancel')}
              disabled={shop.hosts.length <= 1}
              onConfirm={() =>
                change.mutateAsync({ id: shop.id, change: { kind: 'removeHost', host } }).then(
                  () => void message.success(t('platform.hosts.removed', { host })),
                  (error: unknown) => void message.error(describeError(error, t)),
                )
              }
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('platform.hosts.removeLabel', { host })}
                title={shop.hosts.length <= 1 ? t('platform.hosts.lastHost') : undefined}
                disabled={shop.hosts.length <= 1}
                loading={removing?.host === host}
              />
            </Popconfirm>
          </li>
        ))}
      </ul>
      {shop.hosts.length < MAX_TENANT_HOSTS ? (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={add}
            placeholder="shop.example.com"
            aria-label={t('platform.hosts.newHost')}
            status={fieldError ? 'error' : undefined}
            autoComplete="off"
          />
          <Button
            icon={<PlusOutlined />}
            onClick={add}
            loading={change.isPending && change.variables?.change.kind === 'addHost'}
          >
            {t('platform.hosts.add')}
          </Button>
        </Space.Compact>
      ) : null}
      {fieldError ? (
        <Typography.Text type="danger" role="alert">
          {fieldError}
        </Typography.Text>
      ) : null}
    </div>
  );
}
