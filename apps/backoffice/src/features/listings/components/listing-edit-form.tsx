import {
  CONSIGNMENT_DESCRIPTION_MAX,
  CONSIGNMENT_PRICE_MAX_FEN,
  CONSIGNMENT_PRICE_MIN_FEN,
  CONSIGNMENT_TITLE_MAX,
  type StaffListingDetail,
} from '@gs/shared/consignment';
import type { GameTemplate } from '@gs/shared/games';
import type { SellingAttributesInput } from '@gs/shared/selling';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingState } from '../../../components/loading-state';
import { useEditListing } from '../api/change-listing';
import { gameTemplateQueryOptions } from '../api/get-game-template';
import { applyListingEditErrors } from '../utils/edit-errors';
import { hasValue, TemplateAttributeField } from './template-attribute-field';

interface EditValues {
  title: string;
  priceYuan: string;
  description: string;
  attrs: Record<string, unknown>;
}

/** The form's attribute values as the call takes them: empty ones left out. */
function attrsInput(values: Record<string, unknown> | undefined): SellingAttributesInput {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([, value]) => hasValue(value)),
  ) as SellingAttributesInput;
}

function EditForm({
  listing,
  template,
  onSaved,
}: {
  listing: StaffListingDetail;
  template: GameTemplate;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const [error, setError] = useState<unknown>(null);
  const edit = useEditListing();
  const attributeIds = template.attributes.map((attribute) => String(attribute.id));

  const submit = async (values: EditValues) => {
    setError(null);
    const priceFen = parseYuan(String(values.priceYuan ?? ''));
    if (priceFen === null) return;
    try {
      await edit.mutateAsync({
        id: listing.id,
        input: {
          title: values.title.trim(),
          description: (values.description ?? '').trim(),
          priceFen,
          attrs: attrsInput(values.attrs),
        },
      });
      message.success(t('listings.edit.saved'));
      onSaved?.();
    } catch (failure) {
      if (!applyListingEditErrors(form, failure, attributeIds)) setError(failure);
    }
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      aria-label={t('listings.edit.title')}
      initialValues={{
        title: listing.title,
        priceYuan: fenToYuanText(listing.priceFen),
        description: listing.description,
        attrs: listing.attrs,
      }}
      onFinish={(values) => void submit(values)}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="title"
        label={t('listings.edit.titleLabel')}
        rules={[
          { required: true, whitespace: true, message: t('listings.edit.titleRequired') },
          { min: 4, message: t('listings.edit.titleTooShort') },
        ]}
      >
        <Input maxLength={CONSIGNMENT_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="priceYuan"
        label={t('listings.edit.priceLabel')}
        rules={[
          {
            validator: async (_rule, value) => {
              const fen = parseYuan(String(value ?? ''));
              if (fen === null) throw new Error(t('listings.edit.priceInvalid'));
              if (fen < CONSIGNMENT_PRICE_MIN_FEN || fen > CONSIGNMENT_PRICE_MAX_FEN) {
                throw new Error(
                  t('listings.edit.priceRange', {
                    min: CONSIGNMENT_PRICE_MIN_FEN / 100,
                    max: CONSIGNMENT_PRICE_MAX_FEN / 100,
                  }),
                );
              }
            },
          },
        ]}
      >
        <InputNumber<string> stringMode precision={2} min="0" prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="description" label={t('listings.edit.descriptionLabel')}>
        <Input.TextArea rows={4} maxLength={CONSIGNMENT_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('listings.edit.attributes', { game: template.game.name })}
      </Typography.Title>
      {template.attributes.map((attribute) => (
        <TemplateAttributeField key={attribute.id} attribute={attribute} />
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          {t('listings.edit.save')}
        </Button>
        <Button onClick={() => form.resetFields()} disabled={edit.isPending}>
          {t('listings.edit.reset')}
        </Button>
      </Space>
    </Form>
  );
}

/** The edit form of a listing, its attribute fields generated from the game's template. */
export function ListingEditForm({ listing, onSaved }: { listing: StaffListingDetail; onSaved?: () => void }) {
  const { t } = useTranslation();
  const template = useQuery(gameTemplateQueryOptions(listing.gameId));
  if (template.isPending) return <LoadingState label={t('listings.edit.loadingTemplate')} />;
  if (template.isError) {
    return (
      <ErrorState
        title={t('listings.edit.templateFailed')}
        error={template.error}
        onRetry={() => void template.refetch()}
        compact
      />
    );
  }
  return <EditForm key={listing.id} listing={listing} template={template.data} onSaved={onSaved} />;
}
