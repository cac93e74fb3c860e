import { PASSWORD_MAX, PASSWORD_MIN, type PasswordRule, passwordProblems } from '@gs/shared/identity';
import { Form, type FormRule, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const PASSWORD_RULES: PasswordRule[] = ['tooShort', 'tooLong', 'needsLetter', 'needsDigit', 'hasWhitespace'];

/** One antd rule per policy rule, so every failed rule shows its own message under the field. */
export function passwordPolicyRules(t: TFunction): FormRule[] {
  return PASSWORD_RULES.map((rule) => ({
    validator: async (_: unknown, value: string | undefined) => {
      // An empty field is the required rule's to report.
      if (value && passwordProblems(value).includes(rule)) {
        throw new Error(t(`password.rules.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }));
      }
    },
  }));
}

/** A new password checked against the shared policy, and the same password again. */
export function PasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('password.label')}
        extra={t('password.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        rules={[{ required: true, message: t('password.required') }, ...passwordPolicyRules(t)]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.placeholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirmLabel')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
