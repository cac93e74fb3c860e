import { type GameSpec, level, multiple, number, pcTree, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 梦幻西游: only the Chinese demo sells it, so it is written in Chinese, with the English of its names. */
export function fantasyWestwardJourney(words: Bilingual): GameSpec {
  const { t } = words;
  const { realName, registered, description } = sharedWords(words);
  return {
    slug: 'mhxy',
    name: t('梦幻西游', 'Fantasy Westward Journey'),
    keyword: 'mhxy menghuanxiyou 梦幻',
    type: 'pc',
    initial: 'M',
    hot: false,
    glyph: '梦',
    color: '#c41d7f',
    price: [100, 20000],
    regions: pcTree([
      [
        t('网易专区', 'NetEase zone'),
        [t('紫禁城', 'Forbidden City'), t('长安城', 'Chang’an'), t('蓬莱仙岛', 'Penglai Isle')],
      ],
      [
        t('双线专区', 'Dual-line zone'),
        [t('天府之国', 'Land of Abundance'), t('梦回西游', 'Dream of the West'), t('傲来国', 'Aolai')],
      ],
      [t('电信一区', 'Telecom 1'), [t('花果山', 'Flower Fruit Mountain'), t('东海湾', 'East Sea Bay')]],
    ]),
    attributes: [
      single(
        t('门派', 'School'),
        [
          t('大唐官府', 'Tang Court'),
          t('化生寺', 'Huasheng Temple'),
          t('女儿村', 'Maiden Village'),
          t('方寸山', 'Fangcun Mountain'),
          t('天宫', 'Heavenly Palace'),
          t('龙宫', 'Dragon Palace'),
          t('普陀山', 'Mount Putuo'),
          t('地府', 'Underworld'),
          t('魔王寨', 'Demon King’s Hold'),
          t('狮驼岭', 'Lion Camel Ridge'),
          t('五庄观', 'Wuzhuang Temple'),
          t('盘丝洞', 'Spider Cave'),
        ],
        'RSC',
      ),
      number(t('角色等级', 'Character level'), [69, 175], '级', '级', 'RSC'),
      number(t('召唤兽数量', 'Summoned beasts'), [0, 30], '只', '召唤兽', 'S'),
      number(t('人物修炼', 'Cultivation'), [0, 25], '级', '修', 'S'),
      multiple(
        t('特色锦衣', 'Outfits'),
        [
          t('冰寒绡', 'Frost Silk'),
          t('青花瓷', 'Blue and White'),
          t('浪淘纱', 'Wave Gauze'),
          t('夜影', 'Night Shadow'),
          t('落星织', 'Fallen Star Weave'),
          t('羽仙歌', 'Feather Immortal Song'),
        ],
        'SC',
      ),
      level(
        t('召唤兽', 'Summoned beast'),
        [
          t('持国巡守', 'Dhritarashtra Patrol'),
          t('画魂', 'Painted Soul'),
          t('夜罗刹', 'Night Rakshasa'),
          t('灵鹤', 'Spirit Crane'),
          t('混沌兽', 'Chaos Beast'),
        ],
        ['4技能', '6技能', '8技能', '10技能'],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['人物属性', '召唤兽', '装备展示', '锦衣祥瑞'],
    blurbs: ['满修炼', '多技能宝宝', '无押金', '将军令可换'],
  };
}
