import { CONSIGNMENT_PRICE_MAX_FEN, CONSIGNMENT_PRICE_MIN_FEN, type MyConsignment } from '@gs/shared/consignment';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCurrencyPrefix, useFormatPrice } from '../../../hooks/use-format-price';
import { useChangeListingPrice } from '../api/change-listing';

interface PriceValues {
  price: string;
}

function PriceForm({ listing, onClose }: { listing: MyConsignment; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PriceValues>();
  const [error, setError] = useState<unknown>(null);
  const change = useChangeListingPrice();
  const money = useFormatPrice();
  const currency = useCurrencyPrefix();

  const onFinish = useExclusiveSubmit(async ({ price }: PriceValues) => {
    const priceFen = parseYuan(price) ?? 0;
    setError(null);
    try {
      await change.mutateAsync({ id: listing.id, priceFen });
      void message.success(t('myProducts.price.done', { amount: money(priceFen) }));
      onClose();
    } catch (failure) {
      if (!applyServerFieldErrors(form, failure, { aliases: { priceFen: 'price' } })) setError(failure);
    }
  });

  return (
    <Modal
      open
      title={t('myProducts.price.title')}
      okText={t('myProducts.price.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<PriceValues>
        name="listing-price"
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        aria-label={t('myProducts.price.title')}
        initialValues={{ price: fenToYuanText(listing.priceFen) }}
        onFinish={onFinish}
      >
        <FormErrorAlert error={error} />
        <p>
          {listing.title} · {t('myProducts.price.current', { amount: money(listing.priceFen) })}
        </p>
        <Form.Item<PriceValues>
          name="price"
          label={t('myProducts.price.label')}
          extra={t('myProducts.price.hint')}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[
            { required: true, whitespace: true, message: t('myProducts.price.required') },
            {
              validator: async (_, value: string | undefined) => {
                if (!value?.trim()) return;
                const fen = parseYuan(value);
                if (fen === null) throw new Error(t('myProducts.price.invalid'));
                if (fen < CONSIGNMENT_PRICE_MIN_FEN) throw new Error(t('myProducts.price.min'));
                if (fen > CONSIGNMENT_PRICE_MAX_FEN) throw new Error(t('myProducts.price.max'));
              },
            },
          ]}
        >
          <Input prefix={currency} inputMode="decimal" autoComplete="off" size="large" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The "edit price" dialog of one listing: yuan typed, fen sent; mounted only while open. */
export function PriceModal({ listing, onClose }: { listing: MyConsignment | null; onClose: () => void }) {
  return listing ? <PriceForm key={listing.id} listing={listing} onClose={onClose} /> : null;
}
