import { type GameSpec, level, multiple, number, pcTree, single } from '../catalogue-spec.ts';
import type { Bilingual } from './bilingual.ts';
import { sharedWords } from './shared-words.ts';

/** 梦幻西游: only the Chinese demo sells it, so it is written in Chinese alone. */
export function fantasyWestwardJourney(words: Bilingual): GameSpec {
  const { realName, registered, description } = sharedWords(words);
  return {
    slug: 'mhxy',
    name: '梦幻西游',
    keyword: 'mhxy menghuanxiyou 梦幻',
    type: 'pc',
    initial: 'M',
    hot: false,
    glyph: '梦',
    color: '#c41d7f',
    price: [100, 20000],
    regions: pcTree([
      ['网易专区', ['紫禁城', '长安城', '蓬莱仙岛']],
      ['双线专区', ['天府之国', '梦回西游', '傲来国']],
      ['电信一区', ['花果山', '东海湾']],
    ]),
    attributes: [
      single(
        '门派',
        [
          '大唐官府',
          '化生寺',
          '女儿村',
          '方寸山',
          '天宫',
          '龙宫',
          '普陀山',
          '地府',
          '魔王寨',
          '狮驼岭',
          '五庄观',
          '盘丝洞',
        ],
        'RSC',
      ),
      number('角色等级', [69, 175], '级', '级', 'RSC'),
      number('召唤兽数量', [0, 30], '只', '召唤兽', 'S'),
      number('人物修炼', [0, 25], '级', '修', 'S'),
      multiple('特色锦衣', ['冰寒绡', '青花瓷', '浪淘纱', '夜影', '落星织', '羽仙歌'], 'SC'),
      level('召唤兽', ['持国巡守', '画魂', '夜罗刹', '灵鹤', '混沌兽'], ['4技能', '6技能', '8技能', '10技能'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['人物属性', '召唤兽', '装备展示', '锦衣祥瑞'],
    blurbs: ['满修炼', '多技能宝宝', '无押金', '将军令可换'],
  };
}
