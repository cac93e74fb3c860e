import type { tradeFeeSetting } from '@gs/shared/staff-catalogue';
import { parseYuan } from '@gs/web/format-money';
import { Input, InputNumber } from 'antd';
import type { useTranslation } from 'react-i18next';
import { percentOf } from './dict-format';

type T = ReturnType<typeof useTranslation>['t'];
// Plain keys and values here: the typed key union of every message is too deep for the compiler outside a component.
type Translate = (key: string, options?: Record<string, unknown>) => string;
type Setting = ReturnType<typeof tradeFeeSetting>;

/**
 * The input of a dictionary row's label: a trade-fee setting is a number in its unit (basis points 0–10000, an
 * amount typed in yuan, or hours); every other row is text.
 */
export function labelInput(typed: T, setting: Setting) {
  const t = typed as unknown as Translate;
  if (setting?.unit === 'bp') {
    return <InputNumber min={setting.min} max={setting.max} precision={0} suffix="bp" style={{ width: 200 }} />;
  }
  if (setting?.unit === 'fen') {
    return <InputNumber stringMode min={String(setting.min / 100)} precision={2} prefix="¥" style={{ width: 200 }} />;
  }
  if (setting?.unit === 'hours') {
    return (
      <InputNumber
        min={setting.min}
        max={setting.max}
        precision={0}
        suffix={t('catalogue.dict.hoursUnit')}
        style={{ width: 200 }}
      />
    );
  }
  return <Input maxLength={100} />;
}

/** The line under the label input: the rate as a percentage, or the range of an amount or of hours. */
export function labelHint(typed: T, setting: Setting, current: unknown) {
  const t = typed as unknown as Translate;
  if (setting?.unit === 'bp') {
    const bp = Number(current);
    const percent = current !== null && Number.isFinite(bp) ? percentOf(bp) : '—';
    return t('catalogue.dict.rateHint', { percent });
  }
  if (setting?.unit === 'fen') return t('catalogue.dict.amountHint', { min: setting.min / 100 });
  if (setting?.unit === 'hours') return t('catalogue.dict.hoursHint', { min: setting.min, max: setting.max });
  return undefined;
}

/** The label as the server takes it: an amount in fen (typed in yuan), a whole number, or trimmed text. */
export function labelToSend(setting: Setting, label: unknown): string {
  const text = String(label ?? '').trim();
  return setting?.unit === 'fen' ? String(parseYuan(text) ?? text) : text;
}
