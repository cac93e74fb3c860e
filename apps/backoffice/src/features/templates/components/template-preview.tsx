import type { GameAttribute } from '@gs/shared/games';
import { isFilterableKind } from '@gs/shared/staff-templates';
import { Card, Empty, Flex, Form, Input, InputNumber, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const nameOf = (attribute: GameAttribute, t: TFunction) => attribute.name || t('templates.preview.unnamed');

/** The range and unit under a number field, as the storefront's selling form says it. */
function numberHint(attribute: GameAttribute, t: TFunction): string | undefined {
  if (attribute.kind !== 'number') return undefined;
  const unit = attribute.unit ? ` ${attribute.unit}` : '';
  if (attribute.min !== null && attribute.max !== null) {
    return t('templates.preview.rangeHint', { min: attribute.min, max: attribute.max, unit });
  }
  if (attribute.min !== null) return t('templates.preview.minHint', { min: attribute.min, unit });
  if (attribute.max !== null) return t('templates.preview.maxHint', { max: attribute.max, unit });
  return undefined;
}

function choiceOptions(attribute: GameAttribute) {
  return attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }));
}

function SellingField({ attribute }: { attribute: GameAttribute }) {
  const { t } = useTranslation();
  let control: React.ReactNode;
  switch (attribute.kind) {
    case 'text':
      control = <Input placeholder={t('templates.preview.textPlaceholder')} />;
      break;
    case 'number':
      control = (
        <InputNumber
          style={{ width: '100%' }}
          precision={0}
          min={attribute.min ?? undefined}
          max={attribute.max ?? undefined}
          suffix={attribute.unit || undefined}
          placeholder={t('templates.preview.numberPlaceholder')}
        />
      );
      break;
    case 'date':
      control = <Input type="date" />;
      break;
    case 'single':
    case 'multiple':
      control = (
        <Select
          mode={attribute.kind === 'multiple' ? 'multiple' : undefined}
          allowClear
          placeholder={t('templates.preview.choosePlaceholder')}
          options={choiceOptions(attribute)}
          notFoundContent={t('templates.preview.noChoices')}
        />
      );
      break;
    case 'level':
      control = (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            mode="multiple"
            style={{ width: '65%' }}
            placeholder={t('templates.preview.choosePlaceholder')}
            options={choiceOptions(attribute)}
            notFoundContent={t('templates.preview.noChoices')}
            aria-label={nameOf(attribute, t)}
          />
          <Select
            style={{ width: '35%' }}
            placeholder={t('templates.preview.levelPlaceholder')}
            options={attribute.levels.map((level, index) => ({ value: index, label: level }))}
            aria-label={t('templates.preview.levelOf', { name: nameOf(attribute, t) })}
          />
        </Space.Compact>
      );
      break;
  }
  return (
    <Form.Item
      name={['attrs', String(attribute.id)]}
      label={nameOf(attribute, t)}
      required={attribute.required}
      extra={numberHint(attribute, t)}
    >
      {control}
    </Form.Item>
  );
}

/** The selling (or recycle) form as the storefront renders it from this template. */
function SellingFormPreview({ attributes }: { attributes: GameAttribute[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<'sell' | 'recycle'>('sell');
  const shown = form === 'sell' ? attributes : attributes.filter((attribute) => attribute.onRecycleForm);
  return (
    <Card
      size="small"
      title={t('templates.preview.sellingTitle')}
      extra={
        <Segmented
          size="small"
          value={form}
          onChange={(value) => setForm(value as 'sell' | 'recycle')}
          options={[
            { value: 'sell', label: t('templates.preview.sellForm') },
            { value: 'recycle', label: t('templates.preview.recycleForm') },
          ]}
        />
      }
    >
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.preview.noFields')} />
      ) : (
        <Form name="sellingPreview" layout="vertical" aria-label={t('templates.preview.sellingTitle')} requiredMark>
          {shown.map((attribute) => (
            <SellingField key={attribute.id} attribute={attribute} />
          ))}
        </Form>
      )}
    </Card>
  );
}

function ChoiceChips({ attribute }: { attribute: GameAttribute }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number, checked: boolean) =>
    setChosen((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <Flex wrap gap={6} align="center">
      <Tag.CheckableTag checked={chosen.length === 0} onChange={() => setChosen([])}>
        {t('templates.preview.any')}
      </Tag.CheckableTag>
      {attribute.choices.map((choice) => (
        <Tag.CheckableTag
          key={choice.id}
          checked={chosen.includes(choice.id)}
          onChange={(checked) => toggle(choice.id, checked)}
        >
          {choice.name}
        </Tag.CheckableTag>
      ))}
      {attribute.kind === 'level' && attribute.levels.length > 0 ? (
        <Select
          size="small"
          style={{ minWidth: 120 }}
          allowClear
          placeholder={t('templates.preview.minLevel')}
          options={attribute.levels.map((level, index) => ({ value: index, label: `${level}+` }))}
          aria-label={t('templates.preview.levelOf', { name: nameOf(attribute, t) })}
        />
      ) : null}
      {attribute.choices.length === 0 ? (
        <Typography.Text type="secondary">{t('templates.preview.noChoices')}</Typography.Text>
      ) : null}
    </Flex>
  );
}

function NumberRange({ attribute }: { attribute: GameAttribute }) {
  const { t } = useTranslation();
  const name = nameOf(attribute, t);
  return (
    <Space size={6} align="center">
      <InputNumber
        size="small"
        precision={0}
        placeholder={t('templates.preview.rangeMin')}
        aria-label={t('templates.preview.rangeMinOf', { name })}
      />
      <span aria-hidden>–</span>
      <InputNumber
        size="small"
        precision={0}
        placeholder={t('templates.preview.rangeMax')}
        aria-label={t('templates.preview.rangeMaxOf', { name })}
      />
      {attribute.unit ? <Typography.Text type="secondary">{attribute.unit}</Typography.Text> : null}
    </Space>
  );
}

/** The product list's filter bar built from the template: choice chips for choices, a range for numbers. */
function FilterBarPreview({ attributes }: { attributes: GameAttribute[] }) {
  const { t } = useTranslation();
  const filters = attributes.filter((attribute) => attribute.searchable && isFilterableKind(attribute.kind));
  return (
    <Card size="small" title={t('templates.preview.filtersTitle')}>
      {filters.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.preview.noFilters')} />
      ) : (
        <section aria-label={t('templates.preview.filtersTitle')}>
          {filters.map((attribute) => (
            <Flex
              key={attribute.id}
              gap={12}
              align="baseline"
              style={{ padding: '8px 0', borderBottom: '1px dashed #f0f0f0' }}
            >
              <Typography.Text strong style={{ flex: '0 0 88px' }}>
                {nameOf(attribute, t)}
              </Typography.Text>
              <fieldset
                style={{ flex: 1, border: 0, margin: 0, padding: 0, minWidth: 0 }}
                aria-label={nameOf(attribute, t)}
              >
                {attribute.kind === 'number' ? (
                  <NumberRange attribute={attribute} />
                ) : (
                  <ChoiceChips attribute={attribute} />
                )}
              </fieldset>
            </Flex>
          ))}
        </section>
      )}
    </Card>
  );
}

/** Beside the editor: the selling form and the product-list filters as the storefront builds them from the template. */
export function TemplatePreview({ attributes }: { attributes: GameAttribute[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('templates.preview.hint')}</Typography.Text>
      <FilterBarPreview attributes={attributes} />
      <SellingFormPreview attributes={attributes} />
    </Flex>
  );
}
