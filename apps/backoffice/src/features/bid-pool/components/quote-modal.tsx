import type { BidPoolRow } from '@gs/shared/bidding';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useQuoteBid } from '../api/quote-bid';

/** A recycler's sealed quote on one request: at least the server's minimum, within the day's quotes left. */
export function QuoteModal({
  row,
  onClose,
  onDone,
}: {
  row: BidPoolRow | null;
  onClose: () => void;
  onDone: (amountFen: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ amountFen: string }>();
  const quote = useQuoteBid();
  const { onFinish, error } = useFormSubmit<{ amountFen: string }>(form, async ({ amountFen }) => {
    if (!row) return;
    const fen = parseYuan(amountFen) ?? 0;
    await quote.mutateAsync({ id: row.id, amountFen: fen });
    onDone(fen);
  });
  const min = row ? formatPrice(row.minNextQuoteFen, i18n.language) : '';
  return (
    <Modal
      open={row !== null}
      title={row ? t('recycling.pool.quoteTitle', { number: row.number }) : ''}
      okText={t('recycling.pool.quote')}
      okButtonProps={{ loading: quote.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <FormErrorAlert error={error} />
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item
          name="amountFen"
          label={t('recycling.pool.amount')}
          extra={row ? t('recycling.pool.amountHint', { min, left: row.quotesLeftToday }) : null}
          rules={[
            { required: true, pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('recycling.pool.amountRequired') },
            {
              validator: async (_, value: string) => {
                const fen = parseYuan(value ?? '');
                if (row && fen !== null && fen < row.minNextQuoteFen)
                  throw new Error(t('recycling.pool.amountTooLow', { min }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" prefix="¥" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
