import { formatDateTime } from '@gs/web/format-date';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { orderNotesQueryOptions, useAddOrderNote } from '../api/order-notes';

/** The order's internal notes (staff only), oldest first, and a box to add one. */
export function OrderNotes({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const notes = useQuery(orderNotesQueryOptions(orderId));
  const add = useAddOrderNote(orderId);
  const [form] = Form.useForm<{ text: string }>();
  const { onFinish, error } = useFormSubmit<{ text: string }>(form, async ({ text }) => {
    await add.mutateAsync(text.trim());
    form.resetFields();
    message.success(t('orders.notes.added'));
  });

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('orders.notes.hint')}</Typography.Paragraph>
      {notes.isError ? (
        <ErrorState
          compact
          title={t('orders.notes.loadFailed')}
          error={notes.error}
          onRetry={() => void notes.refetch()}
        />
      ) : (
        <List
          size="small"
          loading={notes.isPending}
          dataSource={notes.data?.rows ?? []}
          locale={{ emptyText: t('orders.notes.empty') }}
          renderItem={(note) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {note.authorName} · {formatDateTime(note.createdAt, i18n.language)}
                  </Typography.Text>
                }
                description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }}>{note.text}</span>}
              />
            </List.Item>
          )}
        />
      )}
      <FormErrorAlert error={error} />
      <Form form={form} onFinish={onFinish} style={{ marginTop: 8 }}>
        <Form.Item
          name="text"
          rules={[{ required: true, whitespace: true, message: t('orders.notes.required') }, { max: 1000 }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={1000}
            showCount
            placeholder={t('orders.notes.placeholder')}
            aria-label={t('orders.notes.placeholder')}
          />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('orders.notes.add')}
        </Button>
      </Form>
    </div>
  );
}
