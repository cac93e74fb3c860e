import { realNameInputSchema } from '@gs/shared/identity';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useVerifyRealName } from '../api/verify-real-name';
import { findIdNumberProblem, normalizeIdNumber } from '../utils/id-number';

interface RealNameValues {
  name: string;
  idNumber: string;
}

/** Level one: the name and 18-character ID number, checked on the client before the server verifies them. */
export function RealNameForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RealNameValues>();
  const verify = useVerifyRealName();
  const { onFinish, error } = useFormSubmit(form, async (values: RealNameValues) => {
    await verify.mutateAsync({ name: values.name.trim(), idNumber: normalizeIdNumber(values.idNumber) });
    void message.success(t('realName.verifiedMessage'));
  });

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={onFinish}
      aria-label={t('realName.levelOne')}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="name"
        label={t('realName.name')}
        rules={[
          { required: true, whitespace: true, message: t('realName.nameRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !realNameInputSchema.shape.name.safeParse(value).success) {
                throw new Error(t('realName.nameInvalid'));
              }
            },
          },
        ]}
      >
        <Input maxLength={60} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('realName.idNumber')}
        extra={t('realName.idNumberHint')}
        rules={[
          { required: true, whitespace: true, message: t('realName.idNumberRequired') },
          {
            validator: async (_, value: string | undefined) => {
              const problem = value?.trim() ? findIdNumberProblem(value) : null;
              if (problem === 'format') throw new Error(t('realName.idNumberFormat'));
              if (problem === 'checksum') throw new Error(t('realName.idNumberChecksum'));
            },
          },
        ]}
      >
        <Input maxLength={18} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        {t('realName.submit')}
      </Button>
    </Form>
  );
}
