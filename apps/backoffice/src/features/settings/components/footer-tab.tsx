import {
  COMPANY_NAME_MAX,
  CONTACT_PHONE_PATTERN,
  type FooterSettings,
  type FooterSettingsInput,
  ICP_NUMBER_PATTERN,
  SERVICE_HOURS_MAX,
} from '@gs/shared/staff-settings';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: FooterSettings): FooterSettingsInput => ({ ...view });
const toInput = (values: FooterSettingsInput): FooterSettingsInput => ({
  companyName: values.companyName?.trim() ?? '',
  icpNumber: values.icpNumber?.trim() ?? '',
  serviceHours: values.serviceHours?.trim() ?? '',
  contactPhone: values.contactPhone?.trim() ?? '',
  contactEmail: values.contactEmail?.trim() ?? '',
});

/** A rule that passes an empty value and tests a filled one (every footer line may be left out). */
const emptyOr = (test: (value: string) => boolean, message: string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const text = value?.trim() ?? '';
    if (text !== '' && !test(text)) throw new Error(message);
  },
});

/**
 * The Footer tab: what the storefront's footer says about the shop (company, ICP number, service hours, phone and
 * email); a line left empty is not shown. QQ and WeChat come from the Shop tab, the linked texts from the notices.
 */
export function FooterTab({
  view,
  onDirtyChange,
}: {
  view: FooterSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'footer', view, toValues, toInput, onDirtyChange });
  const wide = { maxWidth: 420 };

  return (
    <SectionForm label={t('settings.tabs.footer')} state={state}>
      <Alert type="info" showIcon title={t('settings.footer.intro')} style={{ marginBottom: 16 }} />
      <Form.Item name="companyName" label={t('settings.footer.companyName')}>
        <Input maxLength={COMPANY_NAME_MAX} showCount style={wide} />
      </Form.Item>
      <Form.Item
        name="icpNumber"
        label={t('settings.footer.icpNumber')}
        extra={t('settings.footer.icpNumberHint')}
        validateTrigger="onBlur"
        rules={[emptyOr((text) => ICP_NUMBER_PATTERN.test(text), t('settings.footer.icpNumberInvalid'))]}
      >
        <Input maxLength={40} placeholder="京ICP备12345678号-1" style={wide} />
      </Form.Item>
      <Form.Item name="serviceHours" label={t('settings.footer.serviceHours')}>
        <Input
          maxLength={SERVICE_HOURS_MAX}
          showCount
          placeholder={t('settings.footer.serviceHoursPlaceholder')}
          style={wide}
        />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('settings.footer.contactPhone')}
        validateTrigger="onBlur"
        rules={[emptyOr((text) => CONTACT_PHONE_PATTERN.test(text), t('settings.footer.contactPhoneInvalid'))]}
      >
        <Input maxLength={20} inputMode="tel" placeholder="400-820-8820" style={wide} />
      </Form.Item>
      <Form.Item
        name="contactEmail"
        label={t('settings.footer.contactEmail')}
        validateTrigger="onBlur"
        rules={[{ type: 'email', message: t('settings.footer.contactEmailInvalid') }]}
      >
        <Input maxLength={100} inputMode="email" placeholder="service@example.com" style={wide} />
      </Form.Item>
    </SectionForm>
  );
}
