import { type GameSpec, level, multiple, number, pcTree, type RegionSpec, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 原神 / Genshin Impact. */
export function genshinImpact(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { androidIos, realName, registered, description } = sharedWords(words);
  // The demos sell on different servers: China's official and bilibili channels, the global regions.
  const chinaServers: RegionSpec[] = androidIos.map(([name, key]) => ({
    name,
    key,
    children: [
      {
        name: t('官服', 'Official'),
        key: 'official',
        children: [{ name: t('国服', 'China'), children: [{ name: t('天空岛', 'Celestia') }] }],
      },
      {
        name: t('B服', 'bilibili'),
        key: 'bilibili',
        children: [{ name: t('国服', 'China'), children: [{ name: t('世界树', 'Irminsul') }] }],
      },
    ],
  }));
  const globalServers = pcTree([
    ['America', ['America']],
    ['Europe', ['Europe']],
    ['Asia', ['Asia', 'TW, HK, MO']],
  ]);
  return {
    slug: t('ys', 'genshin'),
    name: t('原神', 'Genshin Impact'),
    keyword: t('ys yuanshen genshin 原神', 'genshin impact ys mihoyo'),
    type: 'mobile',
    initial: t('Y', 'G'),
    hot: true,
    glyph: t('原', 'G'),
    color: '#389e0d',
    price: [100, 9000],
    regions: t(chinaServers, globalServers),
    attributes: [
      number(t('冒险等级', 'Adventure rank'), [20, 60], t('级', 'AR'), t('级', 'AR'), 'RSC'),
      number(t('五星角色', '5-star characters'), [0, 60], t('个', 'characters'), t('五星', '5★'), 'RSC'),
      number(t('五星武器', '5-star weapons'), [0, 40], t('把', 'weapons'), t('五星武器', '5★ weapons'), 'S'),
      single(
        t('世界等级', 'World level'),
        Array.from({ length: 10 }, (_, n) => t(`${n}级`, `WL ${n}`)),
        'SC',
      ),
      level(
        t('限定角色', 'Limited characters'),
        [
          t('雷电将军', 'Raiden Shogun'),
          t('胡桃', 'Hu Tao'),
          t('纳西妲', 'Nahida'),
          t('那维莱特', 'Neuvillette'),
          t('芙宁娜', 'Furina'),
          t('钟离', 'Zhongli'),
          t('甘雨', 'Ganyu'),
          t('神里绫华', 'Kamisato Ayaka'),
          ...zhOnly(t('夜兰', 'Yelan'), t('枫原万叶', 'Kaedehara Kazuha')),
        ],
        Array.from({ length: 7 }, (_, n) => t(`${n}命`, `C${n}`)),
        'SC',
      ),
      multiple(
        t('常驻五星', 'Standard 5-stars'),
        [
          t('迪卢克', 'Diluc'),
          t('琴', 'Jean'),
          t('莫娜', 'Mona'),
          t('七七', 'Qiqi'),
          t('刻晴', 'Keqing'),
          t('提纳里', 'Tighnari'),
          t('迪希雅', 'Dehya'),
        ],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: [
      t('角色列表', 'Characters'),
      t('武器背包', 'Weapons'),
      t('深渊战绩', 'Spiral Abyss'),
      t('尘歌壶', 'Serenitea Pot'),
    ],
    blurbs: [
      t('深渊满星', 'Full Abyss stars'),
      t('原石存货多', 'Primogems saved'),
      t('主C命座齐全', 'Main DPS constellations'),
      t('邮箱可换绑', 'Email can be rebound'),
    ],
  };
}
