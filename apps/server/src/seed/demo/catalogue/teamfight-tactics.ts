import { type GameSpec, level, mobileTree, multiple, number, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 金铲铲之战 / Teamfight Tactics. */
export function teamfightTactics(words: Bilingual): GameSpec {
  const { t, zhOnly } = words;
  const { androidIos, qqWechat, realName, registered, description } = sharedWords(words);
  return {
    slug: t('jcc', 'tft'),
    name: t('金铲铲之战', 'Teamfight Tactics'),
    keyword: t('jcc jinchanchan 云顶 金铲铲', 'tft teamfight tactics jcc autobattler'),
    type: 'mobile',
    initial: t('J', 'T'),
    hot: false,
    glyph: t('金', 'T'),
    color: '#faad14',
    price: [30, 5000],
    // The demos sell on different servers: QQ and WeChat logins in China, Riot accounts worldwide.
    regions: t(
      mobileTree(androidIos, qqWechat, [t('全区', 'All servers')], () => [
        t('一区 峡谷之巅', 'Server 1 Rift Summit'),
        t('二区 无畏先锋', 'Server 2 Vanguard'),
      ]),
      mobileTree(androidIos, [['Riot', 'riot']], ['Global'], () => ['Americas', 'Europe', 'Asia']),
    ),
    attributes: [
      single(
        t('段位', 'Rank'),
        [
          t('黑铁', 'Iron'),
          t('青铜', 'Bronze'),
          t('白银', 'Silver'),
          t('黄金', 'Gold'),
          t('铂金', 'Platinum'),
          t('钻石', 'Diamond'),
          t('大师', 'Master'),
          t('宗师', 'Grandmaster'),
          t('王者', 'Challenger'),
        ],
        'RSC',
      ),
      number(t('小小英雄', 'Little Legends'), [0, 200], t('个', 'legends'), t('小小英雄', 'legends'), 'RSC'),
      number(t('棋盘数量', 'Arenas'), [0, 100], t('个', 'arenas'), t('棋盘', 'arenas'), 'S'),
      multiple(
        t('稀有小小英雄', 'Rare Little Legends'),
        [
          t('金色小火龙', 'Golden Choncc'),
          t('星之守护者·丹丹', 'Star Guardian Pengu'),
          t('神龙尊者·小火龙', 'Dragonmancer Sprite'),
          t('暗星·奥恩', 'Dark Star Ossia'),
          t('灵魂莲华·小狐仙', 'Spirit Blossom Ao Shin'),
          ...zhOnly(t('天启者·泡泡', 'Apocalypse Pengu')),
        ],
        'SC',
      ),
      level(
        t('小小英雄星级', 'Legend stars'),
        [t('丹丹', 'Pengu'), t('小火龙', 'Choncc'), t('奥恩', 'Ossia'), t('泡泡', 'Sprite'), t('小狐仙', 'Furyhorn')],
        [t('1星', '1 star'), t('2星', '2 stars'), t('3星', '3 stars')],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: [
      t('小小英雄', 'Little Legends'),
      t('棋盘皮肤', 'Arenas'),
      t('对局记录', 'Match history'),
      t('赛季奖励', 'Season rewards'),
    ],
    blurbs: [
      t('多个三星小小英雄', 'Several 3-star legends'),
      t('限定棋盘', 'Limited arenas'),
      t('赛季奖励齐全', 'All season rewards'),
      t('无违规', 'Clean record'),
    ],
  };
}
