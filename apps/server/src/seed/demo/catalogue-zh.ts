import {
  type CatalogueLocaleSpec,
  date,
  type GameSpec,
  level,
  mobileTree,
  multiple,
  number,
  pcTree,
  single,
  skinsOf,
  text,
} from './catalogue-spec.ts';

const serverNames = [
  '永恒之巅',
  '王者之心',
  '天下无双',
  '策马扬鞭',
  '梦回长安',
  '云中漫步',
  '剑指苍穹',
  '星辰大海',
  '一骑当千',
  '风华绝代',
  '盛世长安',
  '踏雪寻梅',
];
const servers = (first: number) => (region: number) =>
  [0, 1, 2, 3].map((i) => `${first + region * 100 + i * 7}区 ${serverNames[(region * 4 + i) % serverNames.length]}`);

const androidIos: [string, string][] = [
  ['安卓', 'android'],
  ['苹果', 'ios'],
];
const qqWechat: [string, string][] = [
  ['QQ', 'qq'],
  ['微信', 'wechat'],
];

const realName = single('实名情况', ['可二次实名', '不可二次实名', '未实名'], 'SC');
const registered = date('注册时间', 'C');
const description = text('账号描述');

const wzryHeroes = [
  {
    name: '李白',
    skins: [
      ['凤求凰', '荣耀典藏'],
      ['千年之狐', '传说'],
      ['范海辛', '史诗'],
      ['敏锐之力', '勇者'],
    ],
  },
  {
    name: '韩信',
    skins: [
      ['街头霸王', '传说'],
      ['白龙吟', '传说'],
      ['逐梦之影', '史诗'],
    ],
  },
  {
    name: '貂蝉',
    skins: [
      ['仲夏夜之梦', '传说'],
      ['异域舞娘', '史诗'],
      ['圣诞恋歌', '史诗'],
    ],
  },
  {
    name: '孙悟空',
    skins: [
      ['大圣娶亲', '传说'],
      ['地狱火', '史诗'],
      ['至尊宝', '史诗'],
    ],
  },
  {
    name: '诸葛亮',
    skins: [
      ['武陵仙君', '传说'],
      ['黄金分割率', '史诗'],
      ['星航指挥官', '史诗'],
    ],
  },
  {
    name: '后羿',
    skins: [
      ['精灵王', '传说'],
      ['阿尔法小队', '史诗'],
      ['黄金射手座', '荣耀典藏'],
    ],
  },
  {
    name: '王昭君',
    skins: [
      ['凤凰于飞', '荣耀典藏'],
      ['幻想奇妙夜', '史诗'],
      ['精灵公主', '史诗'],
    ],
  },
  {
    name: '孙尚香',
    skins: [
      ['末日机甲', '荣耀典藏'],
      ['杀手不太冷', '史诗'],
      ['水果甜心', '勇者'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const lolHeroes = [
  {
    name: '亚索',
    skins: [
      ['西部牛仔', '史诗'],
      ['源计划：风', '传说'],
      ['灵魂莲华', '传说'],
      ['真实伤害', '史诗'],
    ],
  },
  {
    name: '阿狸',
    skins: [
      ['星之守护者', '传说'],
      ['魅惑女巫', '史诗'],
      ['灵魂莲华', '史诗'],
    ],
  },
  {
    name: '李青',
    skins: [
      ['龙的传人', '传说'],
      ['神拳', '终极'],
      ['SKT T1', '史诗'],
    ],
  },
  {
    name: '金克丝',
    skins: [
      ['星之守护者', '传说'],
      ['奥德赛', '史诗'],
      ['未来战士', '史诗'],
    ],
  },
  {
    name: '伊泽瑞尔',
    skins: [
      ['未来战士', '传说'],
      ['源计划：核', '传说'],
      ['冰川勇士', '史诗'],
    ],
  },
  {
    name: '劫',
    skins: [
      ['SKT T1', '史诗'],
      ['源计划：灭', '传说'],
      ['死兆星', '传说'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const narakaHeroes = [
  {
    name: '胡桃',
    skins: [
      ['锦鲤贺岁', '传说'],
      ['霜雪明月', '史诗'],
    ],
  },
  {
    name: '迦南',
    skins: [
      ['踏月', '传说'],
      ['赤焰玫瑰', '史诗'],
    ],
  },
  {
    name: '宁红夜',
    skins: [
      ['夜樱', '传说'],
      ['烬天', '史诗'],
    ],
  },
  {
    name: '季沧海',
    skins: [
      ['苍海龙吟', '传说'],
      ['破阵', '史诗'],
    ],
  },
  {
    name: '妖刀姬',
    skins: [
      ['月下美人', '传说'],
      ['鬼切', '史诗'],
    ],
  },
  {
    name: '顾清寒',
    skins: [
      ['霜华', '传说'],
      ['寒江雪', '史诗'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const games: GameSpec[] = [
  {
    slug: 'wzry',
    name: '王者荣耀',
    keyword: 'wzry wangzherongyao 王者 农药',
    type: 'mobile',
    initial: 'W',
    hot: true,
    glyph: '王',
    color: '#d4380d',
    price: [80, 12000],
    regions: mobileTree(androidIos, qqWechat, ['1-300区', '301-600区', '601-900区'], servers(1)),
    attributes: [
      single('贵族等级', ['V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9', 'V10'], 'RSC'),
      single(
        '段位',
        ['倔强青铜', '秩序白银', '荣耀黄金', '尊贵铂金', '永恒钻石', '至尊星耀', '最强王者', '荣耀王者', '传奇王者'],
        'SC',
      ),
      number('英雄数量', [10, 125], '个', '英雄', 'RSC'),
      number('皮肤数量', [0, 600], '款', '皮肤', 'RSC'),
      skinsOf('皮肤', 'S'),
      multiple(
        '荣耀典藏',
        ['凤求凰', '凤凰于飞', '末日机甲', '天鹅之梦', '大圣娶亲', '倪克斯神谕', '仲夏夜之梦', '引擎之心'],
        'SC',
      ),
      level(
        '英雄战力',
        ['李白', '韩信', '貂蝉', '孙悟空', '诸葛亮', '后羿', '王昭君', '孙尚香'],
        ['市标', '省标', '国标'],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: wzryHeroes,
    shots: ['英雄列表', '皮肤展示', '贵族特权', '段位信息'],
    blurbs: ['常用英雄熟练度高', '皮肤多为活动获取', '无违规记录', '绑定手机可换'],
  },
  {
    slug: 'hpjy',
    name: '和平精英',
    keyword: 'hpjy hepingjingying 吃鸡 和平',
    type: 'mobile',
    initial: 'H',
    hot: true,
    glyph: '和',
    color: '#d48806',
    price: [60, 8000],
    regions: mobileTree(androidIos, qqWechat, ['1-200区', '201-400区', '401-600区'], servers(2)),
    attributes: [
      single(
        '段位',
        ['热血青铜', '不屈白银', '英勇黄金', '坚韧铂金', '不朽星钻', '荣耀皇冠', '超级王牌', '无敌战神'],
        'RSC',
      ),
      number('套装数量', [0, 400], '套', '套装', 'RSC'),
      number('枪械皮肤', [0, 300], '个', '枪皮', 'SC'),
      number('载具皮肤', [0, 200], '个', '载具', 'S'),
      multiple(
        '稀有套装',
        ['极光之翼', '黄金蜜獾', '天启套装', '金龙套装', '幻影流光', '机甲猎手', '冰霜传说', '雷霆战神'],
        'SC',
      ),
      level('升级枪皮', ['M416', 'AKM', 'AWM', 'Kar98K', 'UZI', 'SCAR-L'], ['1级', '3级', '5级', '7级'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['仓库套装', '枪械皮肤', '载具展示', '生涯战绩'],
    blurbs: ['多套稀有套装', '升级枪皮满级', '战绩干净', '可改名'],
  },
  {
    slug: 'ys',
    name: '原神',
    keyword: 'ys yuanshen genshin 原神',
    type: 'mobile',
    initial: 'Y',
    hot: true,
    glyph: '原',
    color: '#389e0d',
    price: [100, 9000],
    regions: androidIos.map(([name, key]) => ({
      name,
      key,
      children: [
        { name: '官服', key: 'official', children: [{ name: '国服', children: [{ name: '天空岛' }] }] },
        { name: 'B服', key: 'bilibili', children: [{ name: '国服', children: [{ name: '世界树' }] }] },
      ],
    })),
    attributes: [
      number('冒险等级', [20, 60], '级', '级', 'RSC'),
      number('五星角色', [0, 60], '个', '五星', 'RSC'),
      number('五星武器', [0, 40], '把', '五星武器', 'S'),
      single('世界等级', ['0级', '1级', '2级', '3级', '4级', '5级', '6级', '7级', '8级', '9级'], 'SC'),
      level(
        '限定角色',
        ['雷电将军', '胡桃', '纳西妲', '那维莱特', '芙宁娜', '钟离', '甘雨', '神里绫华', '夜兰', '枫原万叶'],
        ['0命', '1命', '2命', '3命', '4命', '5命', '6命'],
        'SC',
      ),
      multiple('常驻五星', ['迪卢克', '琴', '莫娜', '七七', '刻晴', '提纳里', '迪希雅'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['角色列表', '武器背包', '深渊战绩', '尘歌壶'],
    blurbs: ['深渊满星', '原石存货多', '主C命座齐全', '邮箱可换绑'],
  },
  {
    slug: 'lol',
    name: '英雄联盟',
    keyword: 'lol yingxionglianmeng 撸啊撸 联盟',
    type: 'pc',
    initial: 'Y',
    hot: true,
    glyph: '英',
    color: '#0958d9',
    price: [50, 10000],
    regions: pcTree([
      ['电信', ['艾欧尼亚', '祖安', '诺克萨斯', '班德尔城', '皮尔特沃夫']],
      ['网通', ['比尔吉沃特', '德玛西亚', '弗雷尔卓德', '无畏先锋']],
      ['其他', ['男爵领域', '均衡教派', '峡谷之巅']],
    ]),
    attributes: [
      single(
        '段位',
        [
          '坚韧黑铁',
          '英勇黄铜',
          '不屈白银',
          '荣耀黄金',
          '华贵铂金',
          '流光翡翠',
          '璀璨钻石',
          '超凡大师',
          '傲世宗师',
          '最强王者',
        ],
        'RSC',
      ),
      number('英雄数量', [20, 170], '个', '英雄', 'RSC'),
      number('皮肤数量', [0, 1500], '款', '皮肤', 'RSC'),
      number('账号等级', [30, 800], '级', '级', 'S'),
      skinsOf('皮肤', 'S'),
      level(
        '英雄成就',
        ['亚索', '阿狸', '李青', '金克丝', '伊泽瑞尔', '劫'],
        ['成就4', '成就5', '成就6', '成就7'],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: lolHeroes,
    shots: ['英雄池', '皮肤收藏', '排位记录', '炫彩图标'],
    blurbs: ['S赛限定皮肤', '排位信誉良好', '无封号记录', '可改密保'],
  },
  {
    slug: 'cf',
    name: '穿越火线',
    keyword: 'cf chuanyuehuoxian 穿越',
    type: 'pc',
    initial: 'C',
    hot: false,
    glyph: '穿',
    color: '#595959',
    price: [40, 6000],
    regions: pcTree([
      ['电信区', ['电信一区', '电信二区', '电信三区', '电信四区']],
      ['网通区', ['网通一区', '网通二区', '网通三区']],
      ['其他区', ['教育网专区', '移动专区']],
    ]),
    attributes: [
      single(
        '军衔',
        ['列兵', '下士', '中士', '上士', '少尉', '中尉', '上尉', '少校', '中校', '上校', '大校', '少将'],
        'RSC',
      ),
      number('英雄武器', [0, 100], '把', '英雄级', 'RSC'),
      number('角色数量', [0, 60], '个', '角色', 'S'),
      multiple('英雄级武器', ['火麒麟', '雷神', '屠龙', '毁灭', '天龙', '擎天', '斗战神', '黑龙'], 'SC'),
      level('武器强化', ['火麒麟', '雷神', '屠龙', '擎天'], ['未强化', '一阶', '二阶', '三阶', '满阶'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['武器库', '角色展示', '战绩统计', '军衔信息'],
    blurbs: ['英雄级武器多', '永久角色', '战绩真实', '安全中心已解绑'],
  },
  {
    slug: 'yjwj',
    name: '永劫无间',
    keyword: 'yjwj yongjiewujian naraka 永劫',
    type: 'pc',
    initial: 'Y',
    hot: true,
    glyph: '永',
    color: '#cf1322',
    price: [60, 7000],
    regions: pcTree([
      ['国服', ['网易官服', 'Steam服']],
      ['亚服', ['亚洲服务器']],
    ]),
    attributes: [
      single('段位', ['青铜', '白银', '黄金', '铂金', '陨星', '蓝钻', '紫晶', '暗金', '无间修罗'], 'RSC'),
      number('英雄数量', [5, 30], '个', '英雄', 'RSC'),
      number('时装数量', [0, 500], '套', '时装', 'RSC'),
      skinsOf('传说时装', 'S'),
      level(
        '英雄熟练',
        ['胡桃', '迦南', '宁红夜', '季沧海', '妖刀姬', '顾清寒'],
        ['青铜', '白银', '黄金', '铂金', '钻石'],
        'S',
      ),
      single('账号类型', ['网易账号', 'Steam账号'], 'SC'),
      registered,
      description,
    ],
    heroes: narakaHeroes,
    shots: ['英雄时装', '武器外观', '段位战绩', '魂玉收藏'],
    blurbs: ['多套传说时装', '金色武器皮肤', '天人段位', '可换绑邮箱'],
  },
  {
    slug: 'jcc',
    name: '金铲铲之战',
    keyword: 'jcc jinchanchan 云顶 金铲铲',
    type: 'mobile',
    initial: 'J',
    hot: false,
    glyph: '金',
    color: '#faad14',
    price: [30, 5000],
    regions: mobileTree(androidIos, qqWechat, ['全区'], () => ['一区 峡谷之巅', '二区 无畏先锋']),
    attributes: [
      single('段位', ['黑铁', '青铜', '白银', '黄金', '铂金', '钻石', '大师', '宗师', '王者'], 'RSC'),
      number('小小英雄', [0, 200], '个', '小小英雄', 'RSC'),
      number('棋盘数量', [0, 100], '个', '棋盘', 'S'),
      multiple(
        '稀有小小英雄',
        ['金色小火龙', '星之守护者·丹丹', '神龙尊者·小火龙', '暗星·奥恩', '灵魂莲华·小狐仙', '天启者·泡泡'],
        'SC',
      ),
      level('小小英雄星级', ['丹丹', '小火龙', '奥恩', '泡泡', '小狐仙'], ['1星', '2星', '3星'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['小小英雄', '棋盘皮肤', '对局记录', '赛季奖励'],
    blurbs: ['多个三星小小英雄', '限定棋盘', '赛季奖励齐全', '无违规'],
  },
  {
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
  },
];

export const zhCatalogue: CatalogueLocaleSpec = {
  labels: [
    { name: '找回包赔', color: '#fa8c16', description: '成交后被找回，平台全额赔付' },
    { name: '可二次实名', color: '#52c41a', description: '买家可改为本人实名' },
    { name: '官方验号', color: '#1677ff', description: '客服已登录核验账号信息' },
    { name: '急售', color: '#f5222d', description: '卖家急售，价格优惠' },
    { name: '顶级号', color: '#722ed1', description: '资产丰富的高端账号' },
  ],
  kindLabels: { self_operated: '自营', consignment: '寄售', special_offer: '特价' },
  stateLabels: { on_sale: '在售', sold: '已售出', unavailable: '暂不可购买' },
  orderStatusLabels: {
    pending_payment: '待付款',
    paid_deposit: '已付定金',
    in_trade: '交易中',
    completed: '已完成',
    cancelled: '已取消',
    refunded: '已退款',
    after_sale: '售后中',
  },
  guaranteeLabels: { retrieval: '找回包赔', face: '人脸包赔', none: '不购买包赔' },
  separator: ' ',
  remark: '收号价见后台，已核验换绑资料',
  games,
};
