import type { CaptchaSettings, CaptchaSettingsInput } from '@gs/shared/staff-settings';
import { Alert, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: CaptchaSettings): CaptchaSettingsInput => ({ enabled: view.enabled });
const toInput = (values: CaptchaSettingsInput): CaptchaSettingsInput => ({ enabled: values.enabled });

/** The Captcha tab: the image captcha before logins and SMS codes (the server may turn it off everywhere). */
export function CaptchaTab({
  view,
  onDirtyChange,
}: {
  view: CaptchaSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'captcha', view, toValues, toInput, onDirtyChange });
  return (
    <SectionForm label={t('settings.tabs.captcha')} state={state}>
      {view.serverEnabled ? null : (
        <Alert type="warning" showIcon title={t('settings.captcha.serverDisabled')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="enabled"
        label={t('settings.captcha.enabled')}
        valuePropName="checked"
        extra={t('settings.captcha.hint')}
      >
        <Switch />
      </Form.Item>
    </SectionForm>
  );
}
