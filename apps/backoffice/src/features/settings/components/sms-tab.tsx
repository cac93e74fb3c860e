import type { SmsSettings, SmsSettingsInput } from '@gs/shared/staff-settings';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SecretInput } from './secret-input';
import { SecretStatus } from './secret-status';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: SmsSettings): SmsSettingsInput => ({
  provider: view.provider,
  aliyun: {
    accessKeyId: view.aliyun.accessKeyId,
    accessKeySecret: '',
    signName: view.aliyun.signName,
    templateCode: view.aliyun.templateCode,
  },
});
const toInput = (values: SmsSettingsInput): SmsSettingsInput => ({
  provider: values.provider,
  aliyun: {
    accessKeyId: values.aliyun?.accessKeyId ?? '',
    accessKeySecret: values.aliyun?.accessKeySecret ?? '',
    signName: values.aliyun?.signName ?? '',
    templateCode: values.aliyun?.templateCode ?? '',
  },
});

/** The SMS tab: the server's provider, or the shop's own Aliyun account (the secret is write-only). */
export function SmsTab({
  view,
  onDirtyChange,
}: {
  view: SmsSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'sms', view, toValues, toInput, onDirtyChange });
  const provider = Form.useWatch('provider', state.form);
  const platformName = t(`settings.sms.platformProviders.${view.platformProvider}`, {
    defaultValue: view.platformProvider,
  });

  return (
    <SectionForm label={t('settings.tabs.sms')} state={state}>
      <Form.Item name="provider" label={t('settings.sms.provider')}>
        <Radio.Group
          options={[
            { value: 'platform', label: t('settings.sms.platform', { name: platformName }) },
            { value: 'aliyun', label: t('settings.sms.aliyun') },
          ]}
        />
      </Form.Item>
      {/* The Aliyun fields stay in the form when hidden, so switching back and forth loses nothing typed. */}
      <div hidden={provider !== 'aliyun'}>
        <Form.Item name={['aliyun', 'accessKeyId']} label={t('settings.sms.accessKeyId')}>
          <Input maxLength={64} autoComplete="off" style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.Item
          label={t('settings.sms.accessKeySecret')}
          extra={<SecretStatus set={view.aliyun.secretConfigured} setAt={view.aliyun.secretSetAt} />}
        >
          <Form.Item name={['aliyun', 'accessKeySecret']} noStyle>
            <SecretInput
              key={view.aliyun.secretSetAt ?? 'none'}
              stored={view.aliyun.secretConfigured}
              maxLength={128}
              aria-label={t('settings.sms.accessKeySecret')}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item
          name={['aliyun', 'signName']}
          label={t('settings.sms.signName')}
          extra={t('settings.sms.signNameHint')}
        >
          <Input maxLength={40} style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.Item
          name={['aliyun', 'templateCode']}
          label={t('settings.sms.templateCode')}
          extra={t('settings.sms.templateCodeHint')}
        >
          <Input maxLength={30} placeholder="SMS_123456789" style={{ maxWidth: 420 }} />
        </Form.Item>
      </div>
      {provider === 'aliyun' ? null : (
        <Typography.Paragraph type="secondary">
          {t('settings.sms.platformHint', { name: platformName })}
        </Typography.Paragraph>
      )}
    </SectionForm>
  );
}
