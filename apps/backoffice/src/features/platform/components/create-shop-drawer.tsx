import { type CreatedTenant, type CreateTenantInput, MAX_TENANT_HOSTS, TENANT_NAME_MAX } from '@gs/shared/platform';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { shopsQueryOptions, useCreateShop } from '../api/shops';
import { ShopSettingsFields, serviceGroupsOf } from './shop-settings-fields';

interface CreateShopValues {
  code: string;
  name: string;
  hosts: string[];
  locale: CreateTenantInput['locale'];
  useTheme: number;
  trading: boolean;
  otherServices: string[];
  ownerPhone: string;
  catalogueFrom: string;
}

const CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/;
const HOST_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The template shops offered for a catalogue copy: the first page of shops is plenty for a platform's templates. */
const TEMPLATE_SEARCH = { pageNum: 1, pageSize: 100 } as const;

/** The create body from the form: 5483 from the trading switch, the other service codes as typed. */
function toInput(values: CreateShopValues): CreateTenantInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    hosts: values.hosts.map((host) => host.trim().toLowerCase()),
    locale: values.locale,
    useTheme: values.useTheme,
    serviceGroups: serviceGroupsOf(values.trading, values.otherServices),
    ownerPhone: values.ownerPhone.trim(),
    ...(values.catalogueFrom ? { catalogueFrom: values.catalogueFrom } : {}),
  };
}

/**
 * Creates a shop: code, name, hosts, language, header variant, trading (5483) and other services, the owner's phone
 * (a new user, sent an SMS code to set a password) and an empty catalogue or a copy of a template shop's. A refused
 * field (a taken code or host) is shown at the field; what was typed stays.
 */
export function CreateShopDrawer({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (c: CreatedTenant) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateShopValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const templates = useQuery(shopsQueryOptions(TEMPLATE_SEARCH));
  const create = useCreateShop({
    onSuccess: onCreated,
    onError: (error) => setFailure(applyServerFieldErrors(form, error) ? null : error),
  });

  return (
    <Drawer
      open
      size={560}
      title={t('platform.create.title')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('platform.cancel')}</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            {t('platform.create.submit')}
          </Button>
        </Space>
      }
    >
      <FormErrorAlert error={failure} />
      <Form<CreateShopValues>
        form={form}
        layout="vertical"
        onFinish={(values) => {
          setFailure(null);
          create.mutate(toInput(values));
        }}
        initialValues={{
          code: '',
          name: '',
          hosts: [],
          locale: 'zh-CN',
          useTheme: 1,
          trading: false,
          otherServices: [],
          ownerPhone: '',
          catalogueFrom: '',
        }}
      >
        <Form.Item
          name="code"
          label={t('platform.fields.code')}
          extra={t('platform.hints.code')}
          rules={[{ required: true, pattern: CODE_PATTERN, message: t('platform.rules.code') }]}
        >
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('platform.fields.name')}
          rules={[{ required: true, whitespace: true, max: TENANT_NAME_MAX, message: t('platform.rules.name') }]}
        >
          <Input maxLength={TENANT_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="hosts"
          label={t('platform.fields.hosts')}
          extra={t('platform.hints.hosts')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('platform.rules.hostsRequired') },
            { type: 'array', max: MAX_TENANT_HOSTS, message: t('platform.rules.hostsMax', { max: MAX_TENANT_HOSTS }) },
            {
              validator: async (_, hosts: string[] = []) => {
                const bad = hosts.find((host) => !HOST_PATTERN.test(host.trim().toLowerCase()));
                if (bad !== undefined) throw new Error(t('platform.rules.host', { host: bad }));
              },
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ' ']}
            placeholder="shop.example.com"
          />
        </Form.Item>
        <ShopSettingsFields />
        <Form.Item
          name="ownerPhone"
          label={t('platform.fields.ownerPhone')}
          extra={t('platform.hints.ownerPhone')}
          rules={[{ required: true, pattern: PHONE_PATTERN, message: t('platform.rules.ownerPhone') }]}
        >
          <Input inputMode="numeric" maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="catalogueFrom"
          label={t('platform.fields.catalogueFrom')}
          extra={t('platform.hints.catalogue')}
        >
          <Select
            loading={templates.isPending}
            options={[
              { value: '', label: t('platform.create.emptyCatalogue') },
              ...(templates.data?.rows ?? []).map((shop) => ({
                value: shop.code,
                label: t('platform.create.copyFrom', { name: shop.name, code: shop.code }),
              })),
            ]}
          />
        </Form.Item>
        {templates.isError ? <Alert type="warning" showIcon title={t('platform.create.templatesFailed')} /> : null}
      </Form>
    </Drawer>
  );
}
