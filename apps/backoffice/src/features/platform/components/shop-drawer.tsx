import { type PlatformTenant, TENANT_NAME_MAX, type UpdateTenantInput } from '@gs/shared/platform';
import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';
import { describeError } from '@gs/web/error-message';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Divider, Drawer, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingState } from '../../../components/loading-state';
import { ReasonModal } from '../../../components/reason-modal';
import { shopQueryOptions, useChangeShop } from '../api/shops';
import { HostsEditor } from './hosts-editor';
import { ShopSettingsFields, serviceGroupsOf } from './shop-settings-fields';
import { ShopStatusTag, TradingTag } from './shop-tags';

interface ShopSettingsValues {
  name: string;
  locale: PlatformTenant['locale'];
  useTheme: number;
  trading: boolean;
  otherServices: string[];
}

const settingsOf = (shop: PlatformTenant): ShopSettingsValues => ({
  name: shop.name,
  locale: shop.locale,
  useTheme: shop.useTheme,
  trading: shop.serviceGroups.includes(SELF_OPERATED_SERVICE_CODE),
  otherServices: shop.serviceGroups.filter((code) => code !== SELF_OPERATED_SERVICE_CODE),
});

/** The edit body: only what differs from the shop as loaded (the server audits each change with before and after). */
function changesOf(shop: PlatformTenant, values: ShopSettingsValues): UpdateTenantInput {
  const serviceGroups = serviceGroupsOf(values.trading, values.otherServices);
  return {
    ...(values.name.trim() !== shop.name ? { name: values.name.trim() } : {}),
    ...(values.locale !== shop.locale ? { locale: values.locale } : {}),
    ...(values.useTheme !== shop.useTheme ? { useTheme: values.useTheme } : {}),
    ...(JSON.stringify(serviceGroups) !== JSON.stringify(shop.serviceGroups) ? { serviceGroups } : {}),
  };
}

/** One shop in the console: its facts, its settings (name, language, header, trading and services), hosts, suspension. */
export function ShopDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const shop = useQuery(shopQueryOptions(id));
  return (
    <Drawer
      open
      size={640}
      onClose={onClose}
      title={shop.data ? t('platform.shop.title', { name: shop.data.name }) : t('platform.shop.loadingTitle')}
      extra={
        shop.data ? (
          <Space size={4}>
            <ShopStatusTag status={shop.data.status} />
            <TradingTag shop={shop.data} />
          </Space>
        ) : null
      }
    >
      {shop.isError ? (
        <ErrorState title={t('platform.shop.loadFailed')} error={shop.error} onRetry={() => void shop.refetch()} />
      ) : shop.data ? (
        <ShopDetails shop={shop.data} />
      ) : (
        <LoadingState label={t('common.loading')} />
      )}
    </Drawer>
  );
}

function ShopDetails({ shop }: { shop: PlatformTenant }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {shop.status === 'suspended' ? (
        <Alert type="error" showIcon title={t('platform.shop.suspendedNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('platform.fields.code')}>{shop.code}</Descriptions.Item>
        <Descriptions.Item label={t('platform.fields.owner')}>{shop.ownerPhone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('platform.fields.createdAt')}>
          {formatDateTime(shop.createdAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">{t('platform.shop.settings')}</Divider>
      <SettingsForm key={JSON.stringify(settingsOf(shop))} shop={shop} />
      <Divider titlePlacement="start">{t('platform.shop.hosts')}</Divider>
      <Typography.Paragraph type="secondary">{t('platform.hosts.note')}</Typography.Paragraph>
      <HostsEditor shop={shop} />
      <Divider titlePlacement="start">{t('platform.shop.suspension')}</Divider>
      <Suspension shop={shop} />
    </>
  );
}

function SettingsForm({ shop }: { shop: PlatformTenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShopSettingsValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const change = useChangeShop({
    onSuccess: () => void message.success(t('platform.shop.saved')),
    onError: (error) => setFailure(applyServerFieldErrors(form, error) ? null : error),
  });
  return (
    <Form<ShopSettingsValues>
      form={form}
      layout="vertical"
      initialValues={settingsOf(shop)}
      onFinish={(values) => {
        setFailure(null);
        const input = changesOf(shop, values);
        if (Object.keys(input).length === 0) {
          void message.info(t('platform.shop.nothingChanged'));
          return;
        }
        change.mutate({ id: shop.id, change: { kind: 'update', input } });
      }}
    >
      <FormErrorAlert error={failure} />
      <Form.Item
        name="name"
        label={t('platform.fields.name')}
        rules={[{ required: true, whitespace: true, max: TENANT_NAME_MAX, message: t('platform.rules.name') }]}
      >
        <Input maxLength={TENANT_NAME_MAX} />
      </Form.Item>
      <ShopSettingsFields />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('platform.shop.save')}
      </Button>
    </Form>
  );
}

function Suspension({ shop }: { shop: PlatformTenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asking, setAsking] = useState(false);
  const change = useChangeShop();
  if (shop.status === 'suspended') {
    return (
      <Popconfirm
        title={t('platform.resume.title', { name: shop.name })}
        description={t('platform.resume.body')}
        okText={t('platform.resume.ok')}
        cancelText={t('platform.cancel')}
        onConfirm={() =>
          change.mutateAsync({ id: shop.id, change: { kind: 'resume' } }).then(
            () => void message.success(t('platform.resume.done', { name: shop.name })),
            (error: unknown) => void message.error(describeError(error, t)),
          )
        }
      >
        <Button type="primary" loading={change.isPending}>
          {t('platform.resume.ok')}
        </Button>
      </Popconfirm>
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t('platform.suspend.note')}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        {t('platform.suspend.ok')}
      </Button>
      <ReasonModal
        open={asking}
        title={t('platform.suspend.title', { name: shop.name })}
        description={t('platform.suspend.body')}
        label={t('platform.suspend.reason')}
        requiredMessage={t('platform.suspend.reasonRequired')}
        okText={t('platform.suspend.ok')}
        onCancel={() => setAsking(false)}
        onSubmit={async (reason) => {
          await change.mutateAsync({ id: shop.id, change: { kind: 'suspend', reason } });
          setAsking(false);
          void message.success(t('platform.suspend.done', { name: shop.name }));
        }}
      />
    </>
  );
}
