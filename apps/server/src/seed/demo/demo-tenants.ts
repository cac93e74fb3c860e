import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';

export interface DemoTenant {
  code: string;
  name: string;
  initials: string;
  hosts: string[];
  useTheme: number;
  groups: string[];
  locale: 'zh-CN' | 'en-US';
  color: string;
  hotSearches: string[];
  markupBp: number;
  contacts: { kind: 'qq' | 'wechat'; label: string; value: string }[];
  /** What the storefront's footer says about the shop, in the shop's language. */
  footer: DemoFooter;
  app: { version: string; notes: string; downloadUrl: string } | null;
  copy: DemoCopy;
  notices: DemoNoticeSettings;
}

export interface DemoFooter {
  companyName: string;
  icpNumber: string;
  serviceHours: string;
  contactPhone: string;
  contactEmail: string;
}

/** Which languages a tenant's demo notices are written in, and the names and mail domain they quote. */
export interface DemoNoticeSettings {
  locales: ('zh-CN' | 'en-US')[];
  /** The tenant's name in English notices, when its own name is Chinese. */
  nameEn?: string;
  /** Mail domain for the addresses in the notices (`bd@…`, `privacy@…`). */
  mailDomain: string;
}

/** The words a tenant's demo decoration uses, in the tenant's own language. */
export interface DemoCopy {
  banners: [string, string][];
  nav: { glyph: string; title: string; link: string }[];
  games: string[];
  ads: string[];
  notices: string[];
}

const zhCopy = (brand: string): DemoCopy => ({
  banners: [
    [`${brand} · 安全交易`, '平台担保 · 换绑到位 · 找回包赔'],
    ['寄售上架 0 门槛', '官方估价，快速回收，当天打款'],
    ['竞价回收上线', '多家回收商报价，价高者得'],
  ],
  nav: [
    { glyph: '买', title: '我要买', link: '/pages/accountOrder?pageType=buy' },
    { glyph: '卖', title: '我要卖', link: '/pages/accountOrder?pageType=sale' },
    { glyph: '估', title: '快速回收', link: '/pages/kuaisuhuishou' },
    { glyph: '竞', title: '竞价回收', link: '/pages/jingjiahuishou' },
    { glyph: '寄', title: '官网寄售', link: '/pages/guanwangjishou' },
    { glyph: '告', title: '平台公告', link: '/pages/other/gonggao' },
    { glyph: '藏', title: '我的收藏', link: '/pages/other/collect' },
    { glyph: '商', title: '商家入驻', link: '/pages/other/shenqingShangjia' },
  ],
  games: ['王者荣耀', '和平精英', '原神', '英雄联盟', '穿越火线', '永劫无间'],
  ads: ['找回包赔 · 买得放心', '客服验证 · 谨防假冒'],
  notices: ['关于加强账号换绑审核的公告', '春节期间客服值班安排', '警惕冒充客服的诈骗行为'],
});

export const enCopy = (brand: string): DemoCopy => ({
  banners: [
    [`${brand} · Safe trading`, 'Escrow payments · verified rebinding · retrieval cover'],
    ['Consign your account for free', 'Instant valuation, quick recycle, paid the same day'],
    ['Price-competition recycle is live', 'Several recyclers bid; the best offer wins'],
  ],
  nav: [
    { glyph: 'B', title: 'Buy', link: '/pages/accountOrder?pageType=buy' },
    { glyph: 'S', title: 'Sell', link: '/pages/accountOrder?pageType=sale' },
    { glyph: 'Q', title: 'Quick recycle', link: '/pages/kuaisuhuishou' },
    { glyph: 'P', title: 'Bidding recycle', link: '/pages/jingjiahuishou' },
    { glyph: 'C', title: 'Consign', link: '/pages/guanwangjishou' },
    { glyph: 'N', title: 'Notices', link: '/pages/other/gonggao' },
    { glyph: 'F', title: 'Favourites', link: '/pages/other/collect' },
    { glyph: 'M', title: 'Become a merchant', link: '/pages/other/shenqingShangjia' },
  ],
  games: ['Honor of Kings', 'Genshin Impact', 'League of Legends', 'PUBG Mobile', 'Valorant', 'Naraka'],
  ads: ['Retrieval cover on every order', 'Verify staff before you pay'],
  notices: ['Stricter checks on account rebinding', 'Holiday support hours', 'Beware of fake support staff'],
});

const allGroups = [SELF_OPERATED_SERVICE_CODE, '1001', '2001'];

export const demoTenants: DemoTenant[] = [
  {
    code: 'demo',
    name: '星游账号商城',
    initials: '星游',
    hosts: ['localhost', 'demo.localhost', '127.0.0.1'],
    useTheme: 1,
    groups: allGroups,
    locale: 'zh-CN',
    color: '#1677ff',
    hotSearches: ['王者荣耀', '和平精英', '原神'],
    markupBp: 0,
    contacts: [
      { kind: 'qq', label: '售前客服', value: '800012345' },
      { kind: 'wechat', label: '售后客服', value: 'xingyou-kefu' },
    ],
    footer: {
      companyName: '杭州星游网络科技有限公司',
      icpNumber: '浙ICP备2023018826号-1',
      serviceHours: '每天 9:00–23:00（节假日不休）',
      contactPhone: '400-826-3360',
      contactEmail: 'kefu@xingyou.example',
    },
    app: {
      version: '2.3.0',
      notes: '新增竞价回收；订单页支持实时状态；修复若干问题。',
      downloadUrl: 'https://download.xingyou.example/android/xingyou-2.3.0.apk',
    },
    copy: zhCopy('星游'),
    notices: { locales: ['zh-CN', 'en-US'], nameEn: 'Xingyou Account Store', mailDomain: 'xingyou.example' },
  },
  {
    code: 'nova',
    name: 'Nova Accounts',
    initials: 'N',
    hosts: ['nova.localhost'],
    useTheme: 2,
    groups: allGroups,
    locale: 'en-US',
    color: '#722ed1',
    hotSearches: ['Honor of Kings', 'Genshin Impact', 'League of Legends'],
    markupBp: 500,
    contacts: [{ kind: 'wechat', label: 'Support', value: 'nova-support' }],
    footer: {
      companyName: 'Nova Digital Trading (Shanghai) Co., Ltd.',
      icpNumber: '沪ICP备2022031457号-2',
      serviceHours: 'Daily 9:00–22:00 (China Standard Time, UTC+8)',
      contactPhone: '+86 21 6032 8800',
      contactEmail: 'support@nova.example',
    },
    app: null,
    copy: enCopy('Nova'),
    notices: { locales: ['en-US'], mailDomain: 'nova.example' },
  },
  {
    code: 'lumen',
    name: '流明游戏交易',
    initials: '流明',
    hosts: ['lumen.localhost'],
    useTheme: 3,
    groups: allGroups,
    locale: 'zh-CN',
    color: '#13a8a8',
    hotSearches: ['英雄联盟', '穿越火线', '永劫无间'],
    markupBp: 300,
    contacts: [{ kind: 'qq', label: '客服', value: '800067890' }],
    footer: {
      companyName: '成都流明互娱科技有限公司',
      icpNumber: '蜀ICP备2021009537号',
      serviceHours: '周一至周日 10:00–22:00',
      contactPhone: '028-8533-2710',
      contactEmail: 'service@lumen.example',
    },
    app: null,
    copy: zhCopy('流明'),
    notices: { locales: ['zh-CN'], mailDomain: 'lumen.example' },
  },
  {
    code: 'closed',
    name: '未开通示例店',
    initials: '未',
    hosts: ['closed.localhost'],
    useTheme: 1,
    groups: ['1001'],
    locale: 'zh-CN',
    color: '#8c8c8c',
    hotSearches: ['王者荣耀', '和平精英', '原神'],
    markupBp: 0,
    contacts: [],
    footer: {
      companyName: '示例商贸有限公司',
      icpNumber: '',
      serviceHours: '',
      contactPhone: '',
      contactEmail: '',
    },
    app: null,
    copy: zhCopy('示例'),
    notices: { locales: ['zh-CN'], mailDomain: 'closed.example' },
  },
];
