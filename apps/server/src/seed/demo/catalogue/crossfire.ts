import { type GameSpec, level, multiple, number, pcTree, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 穿越火线 / CrossFire. */
export function crossfire(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { realName, registered, description } = sharedWords(words);
  const fireQilin = t('火麒麟', 'Fire Qilin');
  const thor = t('雷神', 'Thor');
  const dragonSlayer = t('屠龙', 'Dragon Slayer');
  return {
    slug: t('cf', 'crossfire'),
    name: t('穿越火线', 'CrossFire'),
    keyword: t('cf chuanyuehuoxian 穿越', 'crossfire cf fps'),
    type: 'pc',
    initial: 'C',
    hot: false,
    glyph: t('穿', 'C'),
    color: '#595959',
    price: [40, 6000],
    // The demos sell on different servers: the Chinese ones, North America and Europe.
    regions: t(
      pcTree([
        [
          t('电信区', 'Telecom'),
          [
            t('电信一区', 'Telecom 1'),
            t('电信二区', 'Telecom 2'),
            t('电信三区', 'Telecom 3'),
            t('电信四区', 'Telecom 4'),
          ],
        ],
        [t('网通区', 'Netcom'), [t('网通一区', 'Netcom 1'), t('网通二区', 'Netcom 2'), t('网通三区', 'Netcom 3')]],
        [t('其他区', 'Other'), [t('教育网专区', 'Education network'), t('移动专区', 'China Mobile')]],
      ]),
      pcTree([
        ['North America', ['Alpha', 'Bravo']],
        ['Europe', ['Charlie', 'Delta', 'Echo']],
      ]),
    ),
    attributes: [
      single(
        t('军衔', 'Military rank'),
        [
          t('列兵', 'Private'),
          t('下士', 'Corporal'),
          t('中士', 'Sergeant'),
          ...zhOnly(t('上士', 'Staff Sergeant'), t('少尉', 'Second Lieutenant')),
          t('中尉', 'Lieutenant'),
          t('上尉', 'Captain'),
          t('少校', 'Major'),
          ...zhOnly(t('中校', 'Lieutenant Colonel')),
          t('上校', 'Colonel'),
          ...zhOnly(t('大校', 'Senior Colonel')),
          t('少将', 'General'),
        ],
        'RSC',
      ),
      number(t('英雄武器', 'Hero weapons'), [0, 100], t('把', 'weapons'), t('英雄级', 'hero weapons'), 'RSC'),
      number(t('角色数量', 'Characters'), [0, 60], t('个', 'characters'), t('角色', 'characters'), 'S'),
      multiple(
        t('英雄级武器', 'Hero-grade weapons'),
        [
          fireQilin,
          thor,
          dragonSlayer,
          t('毁灭', 'Destroyer'),
          t('天龙', 'Sky Dragon'),
          ...zhOnly(t('擎天', 'Sky Pillar'), t('斗战神', 'War God')),
          t('黑龙', 'Black Dragon'),
        ],
        'SC',
      ),
      level(
        t('武器强化', 'Weapon upgrade'),
        [fireQilin, thor, dragonSlayer, ...zhOnly('擎天')],
        [t('未强化', 'Base'), t('一阶', 'Tier 1'), t('二阶', 'Tier 2'), t('三阶', 'Tier 3'), t('满阶', 'Max')],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: [t('武器库', 'Arsenal'), t('角色展示', 'Characters'), t('战绩统计', 'Stats'), t('军衔信息', 'Rank')],
    blurbs: [
      t('英雄级武器多', 'Many hero weapons'),
      t('永久角色', 'Permanent characters'),
      t('战绩真实', 'Real stats'),
      t('安全中心已解绑', 'Security unbound'),
    ],
  };
}
