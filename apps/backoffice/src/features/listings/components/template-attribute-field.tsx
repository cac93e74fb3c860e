import type { GameAttribute } from '@gs/shared/games';
import { SELLING_TEXT_MAX, type SellingLevelPair } from '@gs/shared/selling';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Choices with their levels (a hero and the level of its skins): pick the choices, then each one's level. */
function LevelChoices({
  attribute,
  value,
  onChange,
  id,
}: {
  attribute: GameAttribute;
  value?: SellingLevelPair[];
  onChange?: (pairs: SellingLevelPair[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const pairs = value ?? [];
  const levelOf = new Map(pairs.map(([choiceId, level]) => [choiceId, level]));
  const nameOf = (choiceId: number) => attribute.choices.find((choice) => choice.id === choiceId)?.name ?? '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={pairs.map(([choiceId]) => choiceId)}
        options={attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        onChange={(ids) => onChange?.(ids.map((choiceId) => [choiceId, levelOf.get(choiceId) ?? 0]))}
      />
      {attribute.levels.length > 0
        ? pairs.map(([choiceId, level]) => (
            <Space key={choiceId}>
              <span style={{ minWidth: 96, display: 'inline-block' }}>{nameOf(choiceId)}</span>
              <Select<number>
                aria-label={t('listings.edit.levelOf', { name: nameOf(choiceId) })}
                style={{ width: 140 }}
                value={level}
                options={attribute.levels.map((name, index) => ({ value: index, label: name }))}
                onChange={(next) => onChange?.(pairs.map((pair) => (pair[0] === choiceId ? [choiceId, next] : pair)))}
              />
            </Space>
          ))
        : null}
    </Space>
  );
}

/** Whether a form value counts as given (an empty text, list or cleared number does not). */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * One attribute of the game's template as the selling form asks it: the control of its kind, its required mark,
 * the range of a number. The server checks the same rules again and its errors land under the field.
 */
export function TemplateAttributeField({ attribute }: { attribute: GameAttribute }) {
  const { t } = useTranslation();
  const { name, min, max } = attribute;
  let control: React.ReactNode;
  switch (attribute.kind) {
    case 'text':
      control = <Input maxLength={SELLING_TEXT_MAX} />;
      break;
    case 'number':
      control = (
        <InputNumber
          precision={0}
          min={min ?? undefined}
          max={max ?? undefined}
          suffix={attribute.unit || undefined}
          style={{ width: 200 }}
        />
      );
      break;
    case 'date':
      control = <Input type="date" style={{ width: 200 }} />;
      break;
    case 'single':
    case 'multiple':
      control = (
        <Select
          mode={attribute.kind === 'multiple' ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
      );
      break;
    case 'level':
      control = <LevelChoices attribute={attribute} />;
      break;
  }
  const range =
    attribute.kind === 'number' && (min !== null || max !== null)
      ? t('listings.edit.range', { min: min ?? '−∞', max: max ?? '∞', unit: attribute.unit })
      : undefined;
  return (
    <Form.Item
      name={['attrs', String(attribute.id)]}
      label={name}
      extra={range}
      required={attribute.required}
      rules={[
        {
          validator: async (_rule, value) => {
            if (attribute.required && !hasValue(value)) throw new Error(t('listings.edit.attributeRequired', { name }));
          },
        },
      ]}
    >
      {control}
    </Form.Item>
  );
}
