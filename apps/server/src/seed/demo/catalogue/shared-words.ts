import { date, single, text } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';

const serverNames = [
  ['永恒之巅', 'Eternal Peak'],
  ['王者之心', 'Kings Heart'],
  ['天下无双', 'Peerless'],
  ['策马扬鞭', 'Galloping Steed'],
  ['梦回长安', 'Dream of Chang’an'],
  ['云中漫步', 'Cloud Walk'],
  ['剑指苍穹', 'Skyward Blade'],
  ['星辰大海', 'Starry Sea'],
  ['一骑当千', 'Lone Rider'],
  ['风华绝代', 'Grace'],
  ['盛世长安', 'Golden Age'],
  ['踏雪寻梅', 'Plum Blossom'],
] as const;

/** Words several demo games share: mobile systems and logins, server names, skin qualities, account attributes. */
export function sharedWords({ t }: Bilingual) {
  const androidIos: [string, string][] = [
    [t('安卓', 'Android'), 'android'],
    [t('苹果', 'iOS'), 'ios'],
  ];
  const qqWechat: [string, string][] = [
    ['QQ', 'qq'],
    [t('微信', 'WeChat'), 'wechat'],
  ];
  /** Four servers per region, numbered from `first`. */
  const servers = (first: number) => (region: number) =>
    [0, 1, 2, 3].map((i) => {
      const number = first + region * 100 + i * 7;
      const [zh, en] = serverNames[(region * 4 + i) % serverNames.length] ?? ['', ''];
      return t(`${number}区 ${zh}`, `Server ${number} ${en}`);
    });
  return {
    androidIos,
    qqWechat,
    servers,
    quality: {
      collector: t('荣耀典藏', 'Collector'),
      ultimate: t('终极', 'Ultimate'),
      legendary: t('传说', 'Legendary'),
      epic: t('史诗', 'Epic'),
    },
    realName: single(
      t('实名情况', 'ID verification'),
      [t('可二次实名', 'Transferable'), t('不可二次实名', 'Not transferable'), t('未实名', 'Not verified')],
      'SC',
    ),
    registered: date(t('注册时间', 'Registered on'), 'C'),
    description: text(t('账号描述', 'Description')),
  };
}
