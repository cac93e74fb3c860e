import { ApiOutlined } from '@ant-design/icons';
import type { PaymentSettings, PaymentSettingsInput, PaymentTestResult } from '@gs/shared/staff-settings';
import { describeError } from '@gs/web/error-message';
import { Alert, Button, Form, Input, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestPaymentConnection } from '../api/test-payment';
import type { EditableSection } from '../api/update-settings';
import { SecretInput } from './secret-input';
import { SecretStatus } from './secret-status';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: PaymentSettings): PaymentSettingsInput => ({
  provider: view.provider,
  appId: view.alipay.appId,
  privateKey: '',
  alipayPublicKey: '',
  sandbox: view.alipay.sandbox,
});
const toInput = (values: PaymentSettingsInput): PaymentSettingsInput => ({
  provider: values.provider,
  appId: values.appId ?? '',
  privateKey: values.privateKey ?? '',
  alipayPublicKey: values.alipayPublicKey ?? '',
  sandbox: values.sandbox ?? false,
});

/**
 * The Payment tab: the built-in sandbox (only where the server allows it) or Alipay with the shop's app id and keys.
 * Keys are write-only: the tab shows their fingerprints and when they were set, never the keys; "Test connection"
 * tries what is typed (empty fields: the stored values) without saving.
 */
export function PaymentTab({
  view,
  onDirtyChange,
}: {
  view: PaymentSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'payment', view, toValues, toInput, onDirtyChange });
  const provider = Form.useWatch('provider', state.form);
  const test = useTestPaymentConnection();
  const [result, setResult] = useState<PaymentTestResult | null>(null);
  const { alipay } = view;

  const runTest = () => {
    setResult(null);
    const values = toInput(state.form.getFieldsValue(true) as PaymentSettingsInput);
    test.mutate(
      {
        appId: values.appId,
        privateKey: values.privateKey,
        alipayPublicKey: values.alipayPublicKey,
        sandbox: view.sandboxAllowed ? values.sandbox : undefined,
      },
      { onSuccess: setResult },
    );
  };

  return (
    <SectionForm
      label={t('settings.tabs.payment')}
      state={state}
      actions={
        <Button icon={<ApiOutlined />} onClick={runTest} loading={test.isPending} disabled={provider !== 'alipay'}>
          {t('settings.payment.test')}
        </Button>
      }
    >
      <Form.Item name="provider" label={t('settings.payment.provider')}>
        <Radio.Group
          options={[
            {
              value: 'sandbox',
              label: t('settings.payment.sandboxProvider'),
              disabled: !view.sandboxAllowed && view.provider !== 'sandbox',
            },
            { value: 'alipay', label: t('settings.payment.alipay') },
          ]}
        />
      </Form.Item>
      {view.sandboxAllowed ? null : (
        <Typography.Paragraph type="secondary">{t('settings.payment.sandboxNotAllowed')}</Typography.Paragraph>
      )}
      {alipay.configured ? null : (
        <Alert type="info" showIcon title={t('settings.payment.notConfigured')} style={{ marginBottom: 16 }} />
      )}
      <div hidden={provider !== 'alipay'}>
        <Form.Item name="appId" label={t('settings.payment.appId')} extra={t('settings.payment.appIdHint')}>
          <Input maxLength={16} inputMode="numeric" autoComplete="off" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item
          label={t('settings.payment.privateKey')}
          extra={
            <SecretStatus set={alipay.privateKeySet} setAt={alipay.keysSetAt} fingerprint={alipay.appKeyFingerprint} />
          }
        >
          <Form.Item name="privateKey" noStyle>
            <SecretInput
              key={`private-${alipay.keysSetAt ?? ''}`}
              stored={alipay.privateKeySet}
              multiline
              maxLength={8000}
              aria-label={t('settings.payment.privateKey')}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item
          label={t('settings.payment.alipayPublicKey')}
          extra={
            <SecretStatus
              set={alipay.publicKeySet}
              setAt={alipay.keysSetAt}
              fingerprint={alipay.alipayPublicKeyFingerprint}
            />
          }
        >
          <Form.Item name="alipayPublicKey" noStyle>
            <SecretInput
              key={`public-${alipay.keysSetAt ?? ''}`}
              stored={alipay.publicKeySet}
              multiline
              maxLength={4000}
              aria-label={t('settings.payment.alipayPublicKey')}
            />
          </Form.Item>
        </Form.Item>
        {view.sandboxAllowed ? (
          <Form.Item
            name="sandbox"
            label={t('settings.payment.alipaySandbox')}
            valuePropName="checked"
            extra={t('settings.payment.alipaySandboxHint')}
          >
            <Switch />
          </Form.Item>
        ) : null}
      </div>
      {result ? (
        <Alert
          role="status"
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={result.message}
          description={
            result.gatewayCode
              ? `${result.gatewayCode}${result.gatewayMessage ? ` · ${result.gatewayMessage}` : ''}`
              : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {test.isError ? (
        <Alert type="error" showIcon title={describeError(test.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
    </SectionForm>
  );
}
