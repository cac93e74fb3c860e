import { type GameSpec, type HeroSpec, level, number, pcTree, single, skinsOf } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 永劫无间 / Naraka: Bladepoint. */
export function narakaBladepoint(words: Bilingual): GameSpec {
  const { t } = words;
  const { quality, registered, description } = sharedWords(words);
  const { legendary, epic } = quality;
  const hero = (name: string, skins: [string, string][]): HeroSpec => ({ name, skins });
  const huTao = hero(t('胡桃', 'Hu Tao'), [
    [t('锦鲤贺岁', 'Lucky Koi'), legendary],
    [t('霜雪明月', 'Frost Moon'), epic],
  ]);
  const matari = hero(t('迦南', 'Matari'), [
    [t('踏月', 'Moonstep'), legendary],
    [t('赤焰玫瑰', 'Crimson Rose'), epic],
  ]);
  const viperNing = hero(t('宁红夜', 'Viper Ning'), [
    [t('夜樱', 'Night Sakura'), legendary],
    [t('烬天', 'Ember Sky'), epic],
  ]);
  const tarkaJi = hero(t('季沧海', 'Tarka Ji'), [
    [t('苍海龙吟', 'Blue Sea Dragon'), legendary],
    [t('破阵', 'Battle Array'), epic],
  ]);
  const yotoHime = hero(t('妖刀姬', 'Yoto Hime'), [
    [t('月下美人', 'Moonlit Beauty'), legendary],
    [t('鬼切', 'Onikiri'), epic],
  ]);
  const guQinghan = hero(t('顾清寒', 'Gu Qinghan'), [
    [t('霜华', 'Frost Bloom'), legendary],
    [t('寒江雪', 'Snow on the River'), epic],
  ]);
  // The demos list the heroes in different orders; only the Chinese one has 顾清寒.
  const heroes = t(
    [huTao, matari, viperNing, tarkaJi, yotoHime, guQinghan],
    [huTao, tarkaJi, viperNing, matari, yotoHime],
  );
  return {
    slug: t('yjwj', 'naraka'),
    name: t('永劫无间', 'Naraka: Bladepoint'),
    keyword: t('yjwj yongjiewujian naraka 永劫', 'naraka bladepoint yjwj'),
    type: 'pc',
    initial: t('Y', 'N'),
    hot: t(true, false),
    glyph: t('永', 'N'),
    color: t('#cf1322', '#a8071a'),
    price: [60, 7000],
    // The demos sell on different servers: NetEase's Chinese and Asian ones, the global stores.
    regions: t(
      pcTree([
        [t('国服', 'China'), [t('网易官服', 'NetEase official'), t('Steam服', 'Steam')]],
        [t('亚服', 'Asia'), [t('亚洲服务器', 'Asia servers')]],
      ]),
      pcTree([
        ['Global', ['Steam', 'Epic Games']],
        ['Asia', ['NetEase Asia']],
      ]),
    ),
    attributes: [
      single(
        t('段位', 'Rank'),
        [
          t('青铜', 'Bronze'),
          t('白银', 'Silver'),
          t('黄金', 'Gold'),
          t('铂金', 'Platinum'),
          t('陨星', 'Meteor'),
          t('蓝钻', 'Sapphire'),
          t('紫晶', 'Amethyst'),
          t('暗金', 'Dark Gold'),
          t('无间修罗', 'Asura'),
        ],
        'RSC',
      ),
      number(t('英雄数量', 'Heroes'), [5, 30], t('个', 'heroes'), t('英雄', 'heroes'), 'RSC'),
      number(t('时装数量', 'Outfits'), [0, 500], t('套', 'outfits'), t('时装', 'outfits'), 'RSC'),
      skinsOf(t('传说时装', 'Legendary outfits'), 'S'),
      level(
        t('英雄熟练', 'Hero mastery'),
        heroes.map((item) => item.name),
        [t('青铜', 'Bronze'), t('白银', 'Silver'), t('黄金', 'Gold'), t('铂金', 'Platinum'), t('钻石', 'Diamond')],
        'S',
      ),
      single(
        t('账号类型', 'Account type'),
        t([t('网易账号', 'NetEase account'), t('Steam账号', 'Steam account')], ['Steam', 'NetEase', 'Epic']),
        'SC',
      ),
      registered,
      description,
    ],
    heroes,
    shots: [
      t('英雄时装', 'Hero outfits'),
      t('武器外观', 'Weapon skins'),
      t('段位战绩', 'Ranked'),
      t('魂玉收藏', 'Jade collection'),
    ],
    blurbs: [
      t('多套传说时装', 'Legendary outfits'),
      t('金色武器皮肤', 'Golden weapon skins'),
      t('天人段位', 'Heaven rank'),
      t('可换绑邮箱', 'Email rebound'),
    ],
  };
}
