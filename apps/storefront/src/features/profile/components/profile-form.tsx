import { nickNameSchema, type Profile, type UpdateProfileInput } from '@gs/shared/identity';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  avatar?: string;
  nickName: string;
  gender: Profile['gender'];
  qq: string;
  wechat: string;
}

const QQ_PATTERN = /^(\d{5,12})?$/;

function toUpdateInput(values: ProfileValues): UpdateProfileInput {
  // Only an uploaded image can become the avatar; a removed one keeps the current avatar.
  const avatar = values.avatar?.startsWith('/uploads/') ? { avatar: values.avatar } : {};
  return {
    nickName: values.nickName.trim(),
    gender: values.gender,
    qq: (values.qq ?? '').trim(),
    wechat: (values.wechat ?? '').trim(),
    ...avatar,
  };
}

/** The editable part of the profile: avatar, nickname, gender, QQ and WeChat. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const { onFinish, error } = useFormSubmit(form, async (values: ProfileValues) => {
    await update.mutateAsync(toUpdateInput(values));
    void message.success(t('profile.saved'));
  });

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      requiredMark="optional"
      onFinish={onFinish}
      initialValues={{
        avatar: profile.avatar || undefined,
        nickName: profile.nickName,
        gender: profile.gender,
        qq: profile.qq,
        wechat: profile.wechat,
      }}
      aria-label={t('profile.title')}
    >
      <FormErrorAlert error={error} />
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <ImageUpload label={t('profile.uploadAvatar')} />
      </Form.Item>
      <Form.Item
        name="nickName"
        label={t('profile.nickName')}
        rules={[
          { required: true, whitespace: true, message: t('profile.nickNameRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !nickNameSchema.safeParse(value).success)
                throw new Error(t('profile.nickNameInvalid'));
            },
          },
        ]}
      >
        <Input maxLength={20} autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="gender" label={t('profile.gender')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'male', label: t('profile.genders.male') },
            { value: 'female', label: t('profile.genders.female') },
            { value: 'unknown', label: t('profile.genders.unknown') },
          ]}
        />
      </Form.Item>
      <Form.Item name="qq" label={t('profile.qq')} rules={[{ pattern: QQ_PATTERN, message: t('profile.qqInvalid') }]}>
        <Input inputMode="numeric" maxLength={12} />
      </Form.Item>
      <Form.Item name="wechat" label={t('profile.wechat')}>
        <Input maxLength={40} autoCapitalize="off" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={update.isPending}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
