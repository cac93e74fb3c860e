import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';
import { Form, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The service codes of a shop from the form: 5483 from the trading switch, then the other codes as typed. */
export function serviceGroupsOf(trading: boolean, otherServices: readonly string[] = []): string[] {
  const others = otherServices.filter((code) => code !== SELF_OPERATED_SERVICE_CODE);
  return trading ? [SELF_OPERATED_SERVICE_CODE, ...others] : others;
}

/**
 * The settings a shop is created and edited with, as form items named `locale`, `useTheme`, `trading` and
 * `otherServices`: default language, header variant, the trading service (5483) as a switch, other service codes.
 */
export function ShopSettingsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Space wrap size="large" align="start">
        <Form.Item name="locale" label={t('platform.fields.locale')} rules={[{ required: true }]}>
          <Select
            style={{ width: 180 }}
            options={[
              { value: 'zh-CN', label: t('platform.locales.zh-CN') },
              { value: 'en-US', label: t('platform.locales.en-US') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="useTheme"
          label={t('platform.fields.useTheme')}
          rules={[{ required: true, type: 'integer', min: 1, max: 9, message: t('platform.rules.useTheme') }]}
        >
          <InputNumber min={1} max={9} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="trading"
        label={t('platform.fields.trading')}
        valuePropName="checked"
        extra={t('platform.hints.trading')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="otherServices"
        label={t('platform.fields.otherServices')}
        extra={t('platform.hints.otherServices')}
        rules={[
          {
            validator: async (_, codes: string[] = []) => {
              if (codes.some((code) => !/^\d{1,8}$/.test(code))) throw new Error(t('platform.rules.serviceCode'));
            },
          },
        ]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
      </Form.Item>
    </>
  );
}
