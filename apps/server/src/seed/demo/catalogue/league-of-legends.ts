import { type GameSpec, type HeroSpec, level, number, pcTree, single, skinsOf } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 英雄联盟 / League of Legends. */
export function leagueOfLegends(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { quality, realName, registered, description } = sharedWords(words);
  const { ultimate, legendary, epic } = quality;
  const stormDragon: [string, string] = [t('龙的传人', 'Storm Dragon'), legendary];
  const godFist: [string, string] = [t('神拳', 'God Fist'), ultimate];
  const heroes: HeroSpec[] = [
    {
      name: t('亚索', 'Yasuo'),
      skins: [
        [t('西部牛仔', 'High Noon'), epic],
        [t('源计划：风', 'PROJECT'), legendary],
        [t('灵魂莲华', 'Spirit Blossom'), legendary],
        ...zhOnly<[string, string]>([t('真实伤害', 'True Damage'), epic]),
      ],
    },
    {
      name: t('阿狸', 'Ahri'),
      skins: [
        [t('星之守护者', 'Star Guardian'), legendary],
        [t('魅惑女巫', 'Arcade'), epic],
        [t('灵魂莲华', 'Spirit Blossom'), epic],
      ],
    },
    { name: t('李青', 'Lee Sin'), skins: [...t([stormDragon, godFist], [godFist, stormDragon]), ['SKT T1', epic]] },
    {
      name: t('金克丝', 'Jinx'),
      skins: [
        [t('星之守护者', 'Star Guardian'), legendary],
        [t('奥德赛', 'Odyssey'), epic],
        [t('未来战士', 'Arcane'), epic],
      ],
    },
    {
      name: t('伊泽瑞尔', 'Ezreal'),
      skins: [
        [t('未来战士', 'Pulsefire'), t(legendary, ultimate)],
        [t('源计划：核', 'PROJECT'), legendary],
        [t('冰川勇士', 'Frosted'), epic],
      ],
    },
    {
      name: t('劫', 'Zed'),
      skins: [
        ['SKT T1', epic],
        [t('源计划：灭', 'PROJECT'), legendary],
        [t('死兆星', 'Death Sworn'), legendary],
      ],
    },
  ];
  return {
    slug: 'lol',
    name: t('英雄联盟', 'League of Legends'),
    keyword: t('lol yingxionglianmeng 撸啊撸 联盟', 'lol league legends riot'),
    type: 'pc',
    initial: t('Y', 'L'),
    hot: true,
    glyph: t('英', 'L'),
    color: '#0958d9',
    price: [50, 10000],
    // The demos sell on different servers: the Chinese ones, the global regions.
    regions: t(
      pcTree([
        [
          t('电信', 'Telecom'),
          [
            t('艾欧尼亚', 'Ionia'),
            t('祖安', 'Zaun'),
            t('诺克萨斯', 'Noxus'),
            t('班德尔城', 'Bandle City'),
            t('皮尔特沃夫', 'Piltover'),
          ],
        ],
        [
          t('网通', 'Netcom'),
          [
            t('比尔吉沃特', 'Bilgewater'),
            t('德玛西亚', 'Demacia'),
            t('弗雷尔卓德', 'Freljord'),
            t('无畏先锋', 'Vanguard'),
          ],
        ],
        [
          t('其他', 'Other'),
          [t('男爵领域', 'Baron’s Domain'), t('均衡教派', 'Kinkou Order'), t('峡谷之巅', 'Rift Summit')],
        ],
      ]),
      pcTree([
        ['Americas', ['North America', 'Brazil', 'LAN']],
        ['Europe', ['EU West', 'EU Nordic & East', 'Turkey']],
        ['Asia', ['Korea', 'Japan', 'Oceania']],
      ]),
    ),
    attributes: [
      single(
        t('段位', 'Rank'),
        [
          t('坚韧黑铁', 'Iron'),
          t('英勇黄铜', 'Bronze'),
          t('不屈白银', 'Silver'),
          t('荣耀黄金', 'Gold'),
          t('华贵铂金', 'Platinum'),
          t('流光翡翠', 'Emerald'),
          t('璀璨钻石', 'Diamond'),
          t('超凡大师', 'Master'),
          t('傲世宗师', 'Grandmaster'),
          t('最强王者', 'Challenger'),
        ],
        'RSC',
      ),
      number(t('英雄数量', 'Champions'), [20, 170], t('个', 'champions'), t('英雄', 'champions'), 'RSC'),
      number(t('皮肤数量', 'Skins'), [0, 1500], t('款', 'skins'), t('皮肤', 'skins'), 'RSC'),
      number(t('账号等级', 'Account level'), [30, 800], t('级', ''), t('级', 'lvl'), 'S'),
      skinsOf(t('皮肤', 'Champion skins'), 'S'),
      level(
        t('英雄成就', 'Mastery'),
        heroes.map((hero) => hero.name),
        [4, 5, 6, 7].map((n) => t(`成就${n}`, `M${n}`)),
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes,
    shots: [
      t('英雄池', 'Champion pool'),
      t('皮肤收藏', 'Skin collection'),
      t('排位记录', 'Ranked history'),
      t('炫彩图标', 'Chromas'),
    ],
    blurbs: [
      t('S赛限定皮肤', 'Worlds skins'),
      t('排位信誉良好', 'Good honor level'),
      t('无封号记录', 'Never banned'),
      t('可改密保', 'Recovery email included'),
    ],
  };
}
