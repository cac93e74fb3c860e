import { type GameSpec, level, multiple, number, pcTree, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** Valorant: only the English demo sells it, so it is written in English alone. */
export function valorant(words: Bilingual): GameSpec {
  const { realName, registered, description } = sharedWords(words);
  return {
    slug: 'valorant',
    name: 'Valorant',
    keyword: 'valorant val riot fps',
    type: 'pc',
    initial: 'V',
    hot: false,
    glyph: 'V',
    color: '#cf1322',
    price: [40, 6000],
    regions: pcTree([
      ['Americas', ['NA', 'LATAM', 'BR']],
      ['EMEA', ['EU']],
      ['Asia Pacific', ['AP', 'KR']],
    ]),
    attributes: [
      single(
        'Rank',
        ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal', 'Radiant'],
        'RSC',
      ),
      number('Agents', [5, 25], 'agents', 'agents', 'RSC'),
      number('Weapon skins', [0, 300], 'skins', 'skins', 'RSC'),
      multiple('Premium bundles', ['Prime', 'Reaver', 'Elderflame', 'Glitchpop', 'Oni', 'RGX 11z Pro'], 'SC'),
      level('Melee', ['Karambit', 'Butterfly knife', 'Axe', 'Dagger'], ['Base', 'Level 2', 'Level 3', 'Max'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Collection', 'Bundles', 'Competitive', 'Battle pass'],
    blurbs: ['Several premium bundles', 'Maxed melee', 'No penalties', 'Full access'],
  };
}
