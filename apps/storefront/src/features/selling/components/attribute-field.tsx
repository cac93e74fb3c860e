import type { GameAttribute, HeroSkins } from '@gs/shared/games';
import { SELLING_TEXT_MAX } from '@gs/shared/selling';
import { Form, type FormRule, Input, InputNumber, Select, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skinGroupsOf } from '../../../lib/skin-groups';
import type { AttributeFormValue } from '../utils/consignment-draft';
import { hasAttributeValue } from '../utils/consignment-input';
import { DateAttributeInput } from './date-attribute-input';
import { LevelChoicesInput } from './level-choices-input';
import styles from './selling.module.css';

function useAttributeRules(attribute: GameAttribute): FormRule[] {
  const { t } = useTranslation();
  const { name, min, max } = attribute;
  return [
    {
      required: attribute.required,
      validator: async (_rule, value: AttributeFormValue) => {
        if (!hasAttributeValue(attribute, value)) {
          if (attribute.required) throw new Error(t('consignment.attr.required', { name }));
          return;
        }
        if (attribute.kind === 'number' && typeof value === 'number') {
          if (!Number.isInteger(value)) throw new Error(t('consignment.attr.whole', { name }));
          if ((min !== null && value < min) || (max !== null && value > max)) {
            if (min !== null && max !== null) throw new Error(t('consignment.attr.range', { name, min, max }));
            if (min !== null) throw new Error(t('consignment.attr.min', { name, min }));
            throw new Error(t('consignment.attr.max', { name, max }));
          }
        }
      },
    },
  ];
}

/** The range and unit of a number attribute, under its field ("10–500 个"). */
function numberHint(attribute: GameAttribute, t: TFunction): string | undefined {
  if (attribute.kind !== 'number') return undefined;
  const unit = attribute.unit ? ` ${attribute.unit}` : '';
  if (attribute.min !== null && attribute.max !== null)
    return t('consignment.attr.rangeHint', { min: attribute.min, max: attribute.max, unit });
  if (attribute.min !== null) return t('consignment.attr.minHint', { min: attribute.min, unit });
  if (attribute.max !== null) return t('consignment.attr.maxHint', { max: attribute.max, unit });
  return undefined;
}

function ChoicesSelect({
  attribute,
  heroSkins,
  multiple,
  ...control
}: {
  attribute: GameAttribute;
  heroSkins: HeroSkins[];
  multiple: boolean;
  id?: string;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const options: SelectProps['options'] = useMemo(
    () =>
      (multiple ? skinGroupsOf(attribute, heroSkins, t('consignment.attr.otherChoices')) : null) ??
      attribute.choices.map((choice) => ({ value: choice.id, label: choice.name })),
    [attribute, heroSkins, multiple, t],
  );
  return (
    <Select
      {...control}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('consignment.attr.choosePlaceholder')}
      options={options}
    />
  );
}

/** One attribute of the game's template with the control of its kind, its required mark and its range. */
export function AttributeField({ attribute, heroSkins }: { attribute: GameAttribute; heroSkins: HeroSkins[] }) {
  const { t } = useTranslation();
  const rules = useAttributeRules(attribute);
  let control: React.ReactNode;
  switch (attribute.kind) {
    case 'text':
      control = <Input maxLength={SELLING_TEXT_MAX} placeholder={t('consignment.attr.textPlaceholder')} />;
      break;
    case 'number':
      control = (
        <InputNumber
          className={styles.number}
          inputMode="numeric"
          precision={0}
          suffix={attribute.unit || undefined}
          placeholder={t('consignment.attr.numberPlaceholder')}
        />
      );
      break;
    case 'date':
      control = <DateAttributeInput />;
      break;
    case 'single':
      control = <ChoicesSelect attribute={attribute} heroSkins={heroSkins} multiple={false} />;
      break;
    case 'multiple':
      control = <ChoicesSelect attribute={attribute} heroSkins={heroSkins} multiple />;
      break;
    case 'level':
      control = <LevelChoicesInput attribute={attribute} />;
      break;
  }
  return (
    <Form.Item
      name={['attrs', String(attribute.id)]}
      label={attribute.name}
      rules={rules}
      extra={numberHint(attribute, t)}
      validateTrigger={['text', 'number'].includes(attribute.kind) ? 'onBlur' : 'onChange'}
      validateFirst
    >
      {control}
    </Form.Item>
  );
}
