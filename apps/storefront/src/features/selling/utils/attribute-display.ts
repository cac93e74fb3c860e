import type { GameAttribute } from '@gs/shared/games';
import type { TFunction } from 'i18next';
import type { AttributeFormValue } from './consignment-draft';
import { toAttributeInput } from './consignment-input';

/** An attribute's value as the review shows it ("V8", "112 个", "Li Bai (Legend), Diaochan"); null when empty. */
export function describeAttributeValue(
  attribute: GameAttribute,
  value: AttributeFormValue,
  t: TFunction,
): string | null {
  const input = toAttributeInput(attribute, value);
  if (input === undefined) return null;
  const choiceName = (id: number) => attribute.choices.find((choice) => choice.id === id)?.name ?? `#${id}`;
  const separator = t('commit.listSeparator');
  switch (attribute.kind) {
    case 'text':
    case 'date':
      return String(input);
    case 'number':
      return attribute.unit ? `${input} ${attribute.unit}` : String(input);
    case 'single':
      return choiceName(input as number);
    case 'multiple':
      return (input as number[]).map(choiceName).join(separator);
    case 'level':
      return (input as [number, number][])
        .map(([id, level]) => {
          const levelName = attribute.levels[level];
          return levelName ? t('commit.choiceWithLevel', { name: choiceName(id), level: levelName }) : choiceName(id);
        })
        .join(separator);
  }
}
