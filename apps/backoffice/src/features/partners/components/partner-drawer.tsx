import { PARTNER_SECRET_MIN, type StaffPartner } from '@gs/shared/partners';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { App, Button, Drawer, Form, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSavePartner } from '../api/partners';

interface PartnerFormValues {
  code: string;
  name: string;
  logoUrl: string;
  color: string;
  enabled: boolean;
  secret: string;
}

/** 32 random bytes as hex: a secret to hand to the partner. */
function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds a partner (`partner` null) or changes one. The secret is write-only: typed or generated here, handed to the
 * partner, never shown again; left empty on a change, the stored one stays.
 */
export function PartnerDrawer({ partner, onClose }: { partner: StaffPartner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PartnerFormValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSavePartner({
    onSuccess: () => {
      void message.success(t(partner ? 'partners.saved' : 'partners.added'));
      onClose();
    },
    onError: (error) => setFailure(applyServerFieldErrors(form, error) ? null : error),
  });
  const creating = partner === null;

  const submit = (values: PartnerFormValues) => {
    setFailure(null);
    const fields = { name: values.name, logoUrl: values.logoUrl ?? '', color: values.color, enabled: values.enabled };
    save.mutate(
      creating
        ? { id: null, input: { ...fields, code: values.code, secret: values.secret } }
        : { id: partner.id, input: { ...fields, secret: values.secret ?? '' } },
    );
  };

  return (
    <Drawer
      open
      width={520}
      title={creating ? t('partners.addTitle') : t('partners.editTitle', { name: partner.name })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('partners.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('partners.save')}
          </Button>
        </Space>
      }
    >
      <FormErrorAlert error={failure} />
      <Form<PartnerFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          partner
            ? { ...partner, secret: '' }
            : { code: '', name: '', logoUrl: '', color: '#1677ff', enabled: true, secret: '' }
        }
      >
        <Form.Item
          name="code"
          label={t('partners.fields.code')}
          extra={t('partners.hints.code')}
          rules={[{ required: true, pattern: /^[a-z][a-z0-9-]{1,31}$/, message: t('partners.rules.code') }]}
        >
          <Input disabled={!creating} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('partners.fields.name')}
          rules={[{ required: true, whitespace: true, max: 40, message: t('partners.rules.name') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="logoUrl"
          label={t('partners.fields.logoUrl')}
          extra={t('partners.hints.logoUrl')}
          rules={[{ pattern: /^(|\/\S*|https?:\/\/\S+)$/, message: t('partners.rules.logoUrl') }]}
        >
          <Input placeholder="/uploads/… or https://…" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('partners.fields.color')}
          rules={[{ required: true, pattern: /^#[0-9a-fA-F]{6}$/, message: t('partners.rules.color') }]}
        >
          <Input placeholder="#f5a623" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('partners.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('partners.fields.secret')}
          required={creating}
          extra={creating ? t('partners.hints.secretNew') : t('partners.hints.secretKeep')}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="secret"
              noStyle
              rules={[
                { required: creating, message: t('partners.rules.secret', { min: PARTNER_SECRET_MIN }) },
                { min: PARTNER_SECRET_MIN, max: 128, message: t('partners.rules.secret', { min: PARTNER_SECRET_MIN }) },
              ]}
            >
              <Input autoComplete="off" aria-label={t('partners.fields.secret')} />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('secret', generateSecret())}>{t('partners.generate')}</Button>
          </Space.Compact>
        </Form.Item>
        {partner ? (
          <Typography.Paragraph type="secondary">
            {t('partners.secretSetAt', { at: new Date(partner.secretSetAt).toLocaleString() })}
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Drawer>
  );
}
