import { BID_QUOTE_NOTE_MAX, type BidPoolRow, normaliseBidQuoteNote } from '@gs/shared/bidding';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useQuoteBid } from '../api/quote-bid';

interface QuoteValues {
  amountFen: string;
  note?: string;
}

/**
 * A recycler's sealed quote on one request: at least the server's minimum, within the day's quotes left, with an
 * optional plain-text note the seller reads beside the quote.
 */
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
  const [form] = Form.useForm<QuoteValues>();
  const quote = useQuoteBid();
  const { onFinish, error } = useFormSubmit<QuoteValues>(form, async ({ amountFen, note }) => {
    if (!row) return;
    const fen = parseYuan(amountFen) ?? 0;
    await quote.mutateAsync({ id: row.id, amountFen: fen, note: normaliseBidQuoteNote(note) });
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
          extra={row ? t('recycling.pool.amountHint', { min, count: row.quotesLeftToday }) : null}
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
        <Form.Item
          name="note"
          label={t('recycling.pool.note')}
          extra={t('recycling.pool.noteHint')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if ([...(normaliseBidQuoteNote(value) ?? '')].length > BID_QUOTE_NOTE_MAX)
                  throw new Error(t('recycling.pool.noteTooLong', { max: BID_QUOTE_NOTE_MAX }));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={BID_QUOTE_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
