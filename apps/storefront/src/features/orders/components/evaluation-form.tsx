import { evaluationInputSchema } from '@gs/shared/orders';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input, Rate, type RateProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { useCreateEvaluation } from '../api/create-evaluation';
import styles from './order-detail.module.css';

export const EVALUATION_MAX_LENGTH = 500;
const MAX_IMAGES = 3;

interface EvaluationValues {
  stars?: number;
  content?: string;
  images?: (string | undefined)[];
}

/**
 * antd's stars take the form item's props, aria-required included, which their radio group may not carry (axe:
 * aria-allowed-attr, critical); the required mark and the rule say it instead.
 */
function Stars({ 'aria-required': _required, ...props }: RateProps & { 'aria-required'?: unknown }) {
  return <Rate {...props} />;
}

/** The buyer's one evaluation of a completed order: 1–5 stars (required), text up to 500, up to three pictures. */
export function EvaluationForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EvaluationValues>();
  const images = Form.useWatch('images', form) ?? [];
  const create = useCreateEvaluation({ onSuccess: () => void message.success(t('orders.evaluation.done')) });
  const { onFinish, error } = useFormSubmit(form, async (values: EvaluationValues) => {
    const input = evaluationInputSchema.parse({
      stars: values.stars,
      content: values.content ?? '',
      images: (values.images ?? []).filter((url): url is string => Boolean(url)),
    });
    await create.mutateAsync({ orderId, input });
  });
  // A further picture tile appears once the previous one holds a picture.
  const tiles = Math.min(MAX_IMAGES, images.filter(Boolean).length + 1);

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      aria-label={t('orders.evaluation.title')}
      validateTrigger={['onBlur', 'onChange']}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="stars"
        label={t('orders.evaluation.stars')}
        rules={[{ required: true, message: t('orders.evaluation.starsRequired') }]}
      >
        <Stars className={styles.rate} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('orders.evaluation.content')}
        rules={[
          { max: EVALUATION_MAX_LENGTH, message: t('orders.evaluation.tooLong', { max: EVALUATION_MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={EVALUATION_MAX_LENGTH}
          placeholder={t('orders.evaluation.placeholder')}
        />
      </Form.Item>
      <Form.Item label={t('orders.evaluation.images', { max: MAX_IMAGES })}>
        <div className={styles.imageTiles}>
          {Array.from({ length: tiles }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are positions in a fixed list.
            <Form.Item key={index} name={['images', index]} noStyle>
              <ImageUpload label={t('orders.evaluation.addImage')} />
            </Form.Item>
          ))}
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
        {t('orders.evaluation.submit')}
      </Button>
    </Form>
  );
}
