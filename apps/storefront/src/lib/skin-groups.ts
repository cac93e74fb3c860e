import type { GameAttribute, HeroSkins } from '@gs/shared/games';

export interface ChoiceOption {
  value: number;
  label: string;
}

export interface ChoiceGroup {
  label: string;
  title: string;
  options: ChoiceOption[];
}

/**
 * The attribute's choices grouped by hero when they are the game's skins (getSkinByHero tells which choice each
 * skin is); null when none of them is a skin.
 */
export function skinGroupsOf(
  attribute: GameAttribute,
  heroSkins: HeroSkins[],
  otherLabel: string,
): ChoiceGroup[] | null {
  const names = new Map(attribute.choices.map((choice) => [choice.id, choice.name]));
  const grouped = new Set<number>();
  const groups: ChoiceGroup[] = [];
  for (const hero of heroSkins) {
    const options: ChoiceOption[] = [];
    for (const skin of hero.skins) {
      const name = skin.choiceId === null ? undefined : names.get(skin.choiceId);
      if (skin.choiceId === null || name === undefined || grouped.has(skin.choiceId)) continue;
      grouped.add(skin.choiceId);
      options.push({ value: skin.choiceId, label: name });
    }
    if (options.length > 0) groups.push({ label: hero.heroName, title: hero.heroName, options });
  }
  if (groups.length === 0) return null;
  const rest = attribute.choices.filter((choice) => !grouped.has(choice.id));
  if (rest.length > 0) {
    groups.push({
      label: otherLabel,
      title: otherLabel,
      options: rest.map((choice) => ({ value: choice.id, label: choice.name })),
    });
  }
  return groups;
}
