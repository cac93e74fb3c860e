import { type GameSpec, level, mobileTree, multiple, number, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 和平精英 / PUBG Mobile. */
export function pubgMobile(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { androidIos, qqWechat, servers, realName, registered, description } = sharedWords(words);
  return {
    slug: t('hpjy', 'pubgm'),
    // China's edition is called Peacekeeper Elite in English; the English demo sells the global PUBG Mobile.
    name: t('和平精英', 'PUBG Mobile', 'Peacekeeper Elite'),
    keyword: t('hpjy hepingjingying 吃鸡 和平', 'pubg mobile battlegrounds chicken'),
    type: 'mobile',
    initial: t('H', 'P'),
    hot: true,
    glyph: t('和', 'P'),
    color: '#d48806',
    price: [60, 8000],
    regions: mobileTree(
      androidIos,
      qqWechat,
      [t('1-200区', 'Servers 1-200'), t('201-400区', 'Servers 201-400'), ...zhOnly(t('401-600区', 'Servers 401-600'))],
      servers(2),
    ),
    attributes: [
      single(
        t('段位', 'Tier'),
        [
          t('热血青铜', 'Bronze'),
          t('不屈白银', 'Silver'),
          t('英勇黄金', 'Gold'),
          t('坚韧铂金', 'Platinum'),
          t('不朽星钻', 'Diamond'),
          t('荣耀皇冠', 'Crown'),
          t('超级王牌', 'Ace'),
          t('无敌战神', 'Conqueror'),
        ],
        'RSC',
      ),
      number(t('套装数量', 'Outfits'), [0, 400], t('套', 'outfits'), t('套装', 'outfits'), 'RSC'),
      number(t('枪械皮肤', 'Gun skins'), [0, 300], t('个', 'gun skins'), t('枪皮', 'gun skins'), 'SC'),
      number(t('载具皮肤', 'Vehicle skins'), [0, 200], t('个', 'vehicle skins'), t('载具', 'vehicles'), 'S'),
      multiple(
        t('稀有套装', 'Rare sets'),
        [
          t('极光之翼', 'Aurora Wings'),
          t('黄金蜜獾', 'Golden Honey Badger'),
          t('天启套装', 'Apocalypse Set'),
          t('金龙套装', 'Golden Dragon'),
          t('幻影流光', 'Phantom Glow'),
          t('机甲猎手', 'Mecha Hunter'),
          ...zhOnly(t('冰霜传说', 'Frost Legend'), t('雷霆战神', 'Thunder God')),
        ],
        'SC',
      ),
      level(
        t('升级枪皮', 'Upgradable guns'),
        ['M416', 'AKM', 'AWM', 'Kar98K', 'UZI', ...zhOnly('SCAR-L')],
        [1, 3, 5, 7].map((n) => t(`${n}级`, `Lv ${n}`)),
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: [
      t('仓库套装', 'Outfit wardrobe'),
      t('枪械皮肤', 'Gun skins'),
      t('载具展示', 'Vehicles'),
      t('生涯战绩', 'Career stats'),
    ],
    blurbs: [
      t('多套稀有套装', 'Several rare sets'),
      t('升级枪皮满级', 'Maxed upgradable guns'),
      t('战绩干净', 'Clean stats'),
      t('可改名', 'Rename card included'),
    ],
  };
}
