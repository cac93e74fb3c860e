import {
  type GameSpec,
  type HeroSpec,
  level,
  mobileTree,
  multiple,
  number,
  single,
  skinsOf,
} from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 王者荣耀 / Honor of Kings. */
export function honorOfKings(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { androidIos, qqWechat, servers, quality, realName, registered, description } = sharedWords(words);
  const { collector, legendary, epic } = quality;
  const heroes: HeroSpec[] = [
    {
      name: t('李白', 'Li Bai'),
      skins: [
        [t('凤求凰', 'Phoenix Song'), collector],
        [t('千年之狐', 'Fox of a Thousand Years'), legendary],
        [t('范海辛', 'Van Helsing'), epic],
        ...zhOnly<[string, string]>([t('敏锐之力', 'Keen Power'), '勇者']),
      ],
    },
    {
      name: t('韩信', 'Han Xin'),
      skins: [
        [t('街头霸王', 'Street Fighter'), legendary],
        [t('白龙吟', 'White Dragon'), legendary],
        [t('逐梦之影', 'Dream Chaser'), epic],
      ],
    },
    {
      name: t('貂蝉', 'Diaochan'),
      skins: [
        [t('仲夏夜之梦', 'Midsummer Night'), legendary],
        [t('异域舞娘', 'Exotic Dancer'), epic],
        ...zhOnly<[string, string]>([t('圣诞恋歌', 'Christmas Carol'), epic]),
      ],
    },
    {
      name: t('孙悟空', 'Sun Wukong'),
      skins: [
        [t('大圣娶亲', 'Monkey King Wedding'), legendary],
        [t('地狱火', 'Hellfire'), epic],
        ...zhOnly<[string, string]>([t('至尊宝', 'Supreme Treasure'), epic]),
      ],
    },
    {
      name: t('诸葛亮', 'Zhuge Liang'),
      skins: [
        [t('武陵仙君', 'Wuling Immortal'), legendary],
        [t('黄金分割率', 'Golden Ratio'), epic],
        ...zhOnly<[string, string]>([t('星航指挥官', 'Star Fleet Commander'), epic]),
      ],
    },
    {
      name: t('后羿', 'Hou Yi'),
      skins: [
        [t('精灵王', 'Elf King'), legendary],
        [t('阿尔法小队', 'Alpha Squad'), epic],
        [t('黄金射手座', 'Golden Sagittarius'), collector],
      ],
    },
    ...zhOnly<HeroSpec>(
      {
        name: t('王昭君', 'Wang Zhaojun'),
        skins: [
          ['凤凰于飞', collector],
          [t('幻想奇妙夜', 'Fantasy Night'), epic],
          [t('精灵公主', 'Elf Princess'), epic],
        ],
      },
      {
        name: t('孙尚香', 'Sun Shangxiang'),
        skins: [
          [t('末日机甲', 'Doomsday Mecha'), collector],
          [t('杀手不太冷', 'Leon'), epic],
          [t('水果甜心', 'Fruit Sweetheart'), '勇者'],
        ],
      },
    ),
  ];
  return {
    slug: t('wzry', 'hok'),
    name: t('王者荣耀', 'Honor of Kings'),
    keyword: t('wzry wangzherongyao 王者 农药', 'hok honor kings moba wzry'),
    type: 'mobile',
    initial: t('W', 'H'),
    hot: true,
    glyph: t('王', 'H'),
    color: '#d4380d',
    price: [80, 12000],
    regions: mobileTree(
      androidIos,
      qqWechat,
      [t('1-300区', 'Servers 1-300'), t('301-600区', 'Servers 301-600'), t('601-900区', 'Servers 601-900')],
      servers(1),
    ),
    attributes: [
      single(
        t('贵族等级', 'VIP level'),
        Array.from({ length: 11 }, (_, vip) => t(`V${vip}`, `VIP ${vip}`)),
        'RSC',
      ),
      single(
        t('段位', 'Rank'),
        [
          t('倔强青铜', 'Bronze'),
          t('秩序白银', 'Silver'),
          t('荣耀黄金', 'Gold'),
          t('尊贵铂金', 'Platinum'),
          t('永恒钻石', 'Diamond'),
          t('至尊星耀', 'Starlight'),
          t('最强王者', 'Master'),
          t('荣耀王者', 'Grandmaster'),
          t('传奇王者', 'Mythic'),
        ],
        'SC',
      ),
      number(t('英雄数量', 'Heroes'), [10, 125], t('个', 'heroes'), t('英雄', 'heroes'), 'RSC'),
      number(t('皮肤数量', 'Skins'), [0, 600], t('款', 'skins'), t('皮肤', 'skins'), 'RSC'),
      skinsOf(t('皮肤', 'Hero skins'), 'S'),
      multiple(
        t('荣耀典藏', 'Collector skins'),
        [
          t('凤求凰', 'Phoenix Song'),
          t('凤凰于飞', 'Phoenix Flight'),
          t('末日机甲', 'Doomsday Mecha'),
          t('天鹅之梦', 'Swan Dream'),
          ...zhOnly('大圣娶亲'),
          t('倪克斯神谕', 'Nyx Oracle'),
          ...zhOnly('仲夏夜之梦'),
          t('引擎之心', 'Engine Heart'),
        ],
        'SC',
      ),
      level(
        t('英雄战力', 'Hero power'),
        heroes.map((hero) => hero.name),
        [t('市标', 'City'), t('省标', 'Province'), t('国标', 'National')],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes,
    shots: [
      t('英雄列表', 'Hero roster'),
      t('皮肤展示', 'Skin collection'),
      t('贵族特权', 'VIP perks'),
      t('段位信息', 'Rank history'),
    ],
    blurbs: [
      t('常用英雄熟练度高', 'High mastery on main heroes'),
      t('皮肤多为活动获取', 'Event skins'),
      t('无违规记录', 'Clean record'),
      t('绑定手机可换', 'Phone can be rebound'),
    ],
  };
}
