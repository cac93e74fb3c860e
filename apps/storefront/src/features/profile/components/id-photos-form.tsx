import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { useSubmitIdPhotos } from '../api/submit-id-photos';

interface IdPhotosValues {
  frontImage?: string;
  backImage?: string;
}

/** Level two: photos of both sides of the ID card, uploaded privately first (never public), then sent for review. */
export function IdPhotosForm({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<IdPhotosValues>();
  const submitPhotos = useSubmitIdPhotos();
  const { onFinish, error } = useFormSubmit(form, async (values: IdPhotosValues) => {
    await submitPhotos.mutateAsync({ frontImage: values.frontImage ?? '', backImage: values.backImage ?? '' });
    void message.success(t('realName.photosSubmitted'));
  });

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} aria-label={t('realName.levelTwo')}>
      <FormErrorAlert error={error} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="frontImage"
            label={t('realName.frontImage')}
            rules={[{ required: true, message: t('realName.frontImageRequired') }]}
          >
            <ImageUpload label={t('realName.frontImageUpload')} privatePurpose="realname" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="backImage"
            label={t('realName.backImage')}
            rules={[{ required: true, message: t('realName.backImageRequired') }]}
          >
            <ImageUpload label={t('realName.backImageUpload')} privatePurpose="realname" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block loading={submitPhotos.isPending}>
        {resubmit ? t('realName.resubmit') : t('realName.submitPhotos')}
      </Button>
    </Form>
  );
}
