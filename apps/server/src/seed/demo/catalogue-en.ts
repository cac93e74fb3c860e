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
  'Eternal Peak',
  'Kings Heart',
  'Peerless',
  'Galloping Steed',
  'Dream of Chang’an',
  'Cloud Walk',
  'Skyward Blade',
  'Starry Sea',
  'Lone Rider',
  'Grace',
  'Golden Age',
  'Plum Blossom',
];
const servers = (first: number) => (region: number) =>
  [0, 1, 2, 3].map(
    (i) => `Server ${first + region * 100 + i * 7} ${serverNames[(region * 4 + i) % serverNames.length]}`,
  );

const androidIos: [string, string][] = [
  ['Android', 'android'],
  ['iOS', 'ios'],
];
const qqWechat: [string, string][] = [
  ['QQ', 'qq'],
  ['WeChat', 'wechat'],
];

const realName = single('ID verification', ['Transferable', 'Not transferable', 'Not verified'], 'SC');
const registered = date('Registered on', 'C');
const description = text('Description');

const hokHeroes = [
  {
    name: 'Li Bai',
    skins: [
      ['Phoenix Song', 'Collector'],
      ['Fox of a Thousand Years', 'Legendary'],
      ['Van Helsing', 'Epic'],
    ],
  },
  {
    name: 'Han Xin',
    skins: [
      ['Street Fighter', 'Legendary'],
      ['White Dragon', 'Legendary'],
      ['Dream Chaser', 'Epic'],
    ],
  },
  {
    name: 'Diaochan',
    skins: [
      ['Midsummer Night', 'Legendary'],
      ['Exotic Dancer', 'Epic'],
    ],
  },
  {
    name: 'Sun Wukong',
    skins: [
      ['Monkey King Wedding', 'Legendary'],
      ['Hellfire', 'Epic'],
    ],
  },
  {
    name: 'Zhuge Liang',
    skins: [
      ['Wuling Immortal', 'Legendary'],
      ['Golden Ratio', 'Epic'],
    ],
  },
  {
    name: 'Hou Yi',
    skins: [
      ['Elf King', 'Legendary'],
      ['Alpha Squad', 'Epic'],
      ['Golden Sagittarius', 'Collector'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const lolHeroes = [
  {
    name: 'Yasuo',
    skins: [
      ['High Noon', 'Epic'],
      ['PROJECT', 'Legendary'],
      ['Spirit Blossom', 'Legendary'],
    ],
  },
  {
    name: 'Ahri',
    skins: [
      ['Star Guardian', 'Legendary'],
      ['Arcade', 'Epic'],
      ['Spirit Blossom', 'Epic'],
    ],
  },
  {
    name: 'Lee Sin',
    skins: [
      ['God Fist', 'Ultimate'],
      ['Storm Dragon', 'Legendary'],
      ['SKT T1', 'Epic'],
    ],
  },
  {
    name: 'Jinx',
    skins: [
      ['Star Guardian', 'Legendary'],
      ['Odyssey', 'Epic'],
      ['Arcane', 'Epic'],
    ],
  },
  {
    name: 'Ezreal',
    skins: [
      ['Pulsefire', 'Ultimate'],
      ['PROJECT', 'Legendary'],
      ['Frosted', 'Epic'],
    ],
  },
  {
    name: 'Zed',
    skins: [
      ['SKT T1', 'Epic'],
      ['PROJECT', 'Legendary'],
      ['Death Sworn', 'Legendary'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const narakaHeroes = [
  {
    name: 'Hu Tao',
    skins: [
      ['Lucky Koi', 'Legendary'],
      ['Frost Moon', 'Epic'],
    ],
  },
  {
    name: 'Tarka Ji',
    skins: [
      ['Blue Sea Dragon', 'Legendary'],
      ['Battle Array', 'Epic'],
    ],
  },
  {
    name: 'Viper Ning',
    skins: [
      ['Night Sakura', 'Legendary'],
      ['Ember Sky', 'Epic'],
    ],
  },
  {
    name: 'Matari',
    skins: [
      ['Moonstep', 'Legendary'],
      ['Crimson Rose', 'Epic'],
    ],
  },
  {
    name: 'Yoto Hime',
    skins: [
      ['Moonlit Beauty', 'Legendary'],
      ['Onikiri', 'Epic'],
    ],
  },
] satisfies { name: string; skins: [string, string][] }[];

const games: GameSpec[] = [
  {
    slug: 'hok',
    name: 'Honor of Kings',
    keyword: 'hok honor kings moba wzry',
    type: 'mobile',
    initial: 'H',
    hot: true,
    glyph: 'H',
    color: '#d4380d',
    price: [80, 12000],
    regions: mobileTree(androidIos, qqWechat, ['Servers 1-300', 'Servers 301-600', 'Servers 601-900'], servers(1)),
    attributes: [
      single(
        'VIP level',
        ['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6', 'VIP 7', 'VIP 8', 'VIP 9', 'VIP 10'],
        'RSC',
      ),
      single(
        'Rank',
        ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Starlight', 'Master', 'Grandmaster', 'Mythic'],
        'SC',
      ),
      number('Heroes', [10, 125], 'heroes', 'heroes', 'RSC'),
      number('Skins', [0, 600], 'skins', 'skins', 'RSC'),
      skinsOf('Hero skins', 'S'),
      multiple(
        'Collector skins',
        ['Phoenix Song', 'Phoenix Flight', 'Doomsday Mecha', 'Swan Dream', 'Nyx Oracle', 'Engine Heart'],
        'SC',
      ),
      level(
        'Hero power',
        ['Li Bai', 'Han Xin', 'Diaochan', 'Sun Wukong', 'Zhuge Liang', 'Hou Yi'],
        ['City', 'Province', 'National'],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: hokHeroes,
    shots: ['Hero roster', 'Skin collection', 'VIP perks', 'Rank history'],
    blurbs: ['High mastery on main heroes', 'Event skins', 'Clean record', 'Phone can be rebound'],
  },
  {
    slug: 'pubgm',
    name: 'PUBG Mobile',
    keyword: 'pubg mobile battlegrounds chicken',
    type: 'mobile',
    initial: 'P',
    hot: true,
    glyph: 'P',
    color: '#d48806',
    price: [60, 8000],
    regions: mobileTree(androidIos, qqWechat, ['Servers 1-200', 'Servers 201-400'], servers(2)),
    attributes: [
      single('Tier', ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown', 'Ace', 'Conqueror'], 'RSC'),
      number('Outfits', [0, 400], 'outfits', 'outfits', 'RSC'),
      number('Gun skins', [0, 300], 'gun skins', 'gun skins', 'SC'),
      number('Vehicle skins', [0, 200], 'vehicle skins', 'vehicles', 'S'),
      multiple(
        'Rare sets',
        ['Aurora Wings', 'Golden Honey Badger', 'Apocalypse Set', 'Golden Dragon', 'Phantom Glow', 'Mecha Hunter'],
        'SC',
      ),
      level('Upgradable guns', ['M416', 'AKM', 'AWM', 'Kar98K', 'UZI'], ['Lv 1', 'Lv 3', 'Lv 5', 'Lv 7'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Outfit wardrobe', 'Gun skins', 'Vehicles', 'Career stats'],
    blurbs: ['Several rare sets', 'Maxed upgradable guns', 'Clean stats', 'Rename card included'],
  },
  {
    slug: 'genshin',
    name: 'Genshin Impact',
    keyword: 'genshin impact ys mihoyo',
    type: 'mobile',
    initial: 'G',
    hot: true,
    glyph: 'G',
    color: '#389e0d',
    price: [100, 9000],
    regions: pcTree([
      ['America', ['America']],
      ['Europe', ['Europe']],
      ['Asia', ['Asia', 'TW, HK, MO']],
    ]),
    attributes: [
      number('Adventure rank', [20, 60], 'AR', 'AR', 'RSC'),
      number('5-star characters', [0, 60], 'characters', '5★', 'RSC'),
      number('5-star weapons', [0, 40], 'weapons', '5★ weapons', 'S'),
      single('World level', ['WL 0', 'WL 1', 'WL 2', 'WL 3', 'WL 4', 'WL 5', 'WL 6', 'WL 7', 'WL 8', 'WL 9'], 'SC'),
      level(
        'Limited characters',
        ['Raiden Shogun', 'Hu Tao', 'Nahida', 'Neuvillette', 'Furina', 'Zhongli', 'Ganyu', 'Kamisato Ayaka'],
        ['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6'],
        'SC',
      ),
      multiple('Standard 5-stars', ['Diluc', 'Jean', 'Mona', 'Qiqi', 'Keqing', 'Tighnari', 'Dehya'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Characters', 'Weapons', 'Spiral Abyss', 'Serenitea Pot'],
    blurbs: ['Full Abyss stars', 'Primogems saved', 'Main DPS constellations', 'Email can be rebound'],
  },
  {
    slug: 'lol',
    name: 'League of Legends',
    keyword: 'lol league legends riot',
    type: 'pc',
    initial: 'L',
    hot: true,
    glyph: 'L',
    color: '#0958d9',
    price: [50, 10000],
    regions: pcTree([
      ['Americas', ['North America', 'Brazil', 'LAN']],
      ['Europe', ['EU West', 'EU Nordic & East', 'Turkey']],
      ['Asia', ['Korea', 'Japan', 'Oceania']],
    ]),
    attributes: [
      single(
        'Rank',
        ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond', 'Master', 'Grandmaster', 'Challenger'],
        'RSC',
      ),
      number('Champions', [20, 170], 'champions', 'champions', 'RSC'),
      number('Skins', [0, 1500], 'skins', 'skins', 'RSC'),
      number('Account level', [30, 800], '', 'lvl', 'S'),
      skinsOf('Champion skins', 'S'),
      level('Mastery', ['Yasuo', 'Ahri', 'Lee Sin', 'Jinx', 'Ezreal', 'Zed'], ['M4', 'M5', 'M6', 'M7'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: lolHeroes,
    shots: ['Champion pool', 'Skin collection', 'Ranked history', 'Chromas'],
    blurbs: ['Worlds skins', 'Good honor level', 'Never banned', 'Recovery email included'],
  },
  {
    slug: 'valorant',
    name: 'Valorant',
    keyword: 'valorant val riot fps',
    type: 'pc',
    initial: 'V',
    hot: false,
    glyph: 'V',
    color: '#cf1322',
    price: [40, 6000],
    regions: pcTree([
      ['Americas', ['NA', 'LATAM', 'BR']],
      ['EMEA', ['EU']],
      ['Asia Pacific', ['AP', 'KR']],
    ]),
    attributes: [
      single(
        'Rank',
        ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal', 'Radiant'],
        'RSC',
      ),
      number('Agents', [5, 25], 'agents', 'agents', 'RSC'),
      number('Weapon skins', [0, 300], 'skins', 'skins', 'RSC'),
      multiple('Premium bundles', ['Prime', 'Reaver', 'Elderflame', 'Glitchpop', 'Oni', 'RGX 11z Pro'], 'SC'),
      level('Melee', ['Karambit', 'Butterfly knife', 'Axe', 'Dagger'], ['Base', 'Level 2', 'Level 3', 'Max'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Collection', 'Bundles', 'Competitive', 'Battle pass'],
    blurbs: ['Several premium bundles', 'Maxed melee', 'No penalties', 'Full access'],
  },
  {
    slug: 'naraka',
    name: 'Naraka: Bladepoint',
    keyword: 'naraka bladepoint yjwj',
    type: 'pc',
    initial: 'N',
    hot: false,
    glyph: 'N',
    color: '#a8071a',
    price: [60, 7000],
    regions: pcTree([
      ['Global', ['Steam', 'Epic Games']],
      ['Asia', ['NetEase Asia']],
    ]),
    attributes: [
      single(
        'Rank',
        ['Bronze', 'Silver', 'Gold', 'Platinum', 'Meteor', 'Sapphire', 'Amethyst', 'Dark Gold', 'Asura'],
        'RSC',
      ),
      number('Heroes', [5, 30], 'heroes', 'heroes', 'RSC'),
      number('Outfits', [0, 500], 'outfits', 'outfits', 'RSC'),
      skinsOf('Legendary outfits', 'S'),
      level(
        'Hero mastery',
        ['Hu Tao', 'Tarka Ji', 'Viper Ning', 'Matari', 'Yoto Hime'],
        ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
        'S',
      ),
      single('Account type', ['Steam', 'NetEase', 'Epic'], 'SC'),
      registered,
      description,
    ],
    heroes: narakaHeroes,
    shots: ['Hero outfits', 'Weapon skins', 'Ranked', 'Jade collection'],
    blurbs: ['Legendary outfits', 'Golden weapon skins', 'Heaven rank', 'Email rebound'],
  },
  {
    slug: 'tft',
    name: 'Teamfight Tactics',
    keyword: 'tft teamfight tactics jcc autobattler',
    type: 'mobile',
    initial: 'T',
    hot: false,
    glyph: 'T',
    color: '#faad14',
    price: [30, 5000],
    regions: mobileTree(androidIos, [['Riot', 'riot']], ['Global'], () => ['Americas', 'Europe', 'Asia']),
    attributes: [
      single(
        'Rank',
        ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Master', 'Grandmaster', 'Challenger'],
        'RSC',
      ),
      number('Little Legends', [0, 200], 'legends', 'legends', 'RSC'),
      number('Arenas', [0, 100], 'arenas', 'arenas', 'S'),
      multiple(
        'Rare Little Legends',
        ['Golden Choncc', 'Star Guardian Pengu', 'Dragonmancer Sprite', 'Dark Star Ossia', 'Spirit Blossom Ao Shin'],
        'SC',
      ),
      level('Legend stars', ['Pengu', 'Choncc', 'Ossia', 'Sprite', 'Furyhorn'], ['1 star', '2 stars', '3 stars'], 'S'),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Little Legends', 'Arenas', 'Match history', 'Season rewards'],
    blurbs: ['Several 3-star legends', 'Limited arenas', 'All season rewards', 'Clean record'],
  },
  {
    slug: 'crossfire',
    name: 'CrossFire',
    keyword: 'crossfire cf fps',
    type: 'pc',
    initial: 'C',
    hot: false,
    glyph: 'C',
    color: '#595959',
    price: [40, 6000],
    regions: pcTree([
      ['North America', ['Alpha', 'Bravo']],
      ['Europe', ['Charlie', 'Delta', 'Echo']],
    ]),
    attributes: [
      single(
        'Military rank',
        ['Private', 'Corporal', 'Sergeant', 'Lieutenant', 'Captain', 'Major', 'Colonel', 'General'],
        'RSC',
      ),
      number('Hero weapons', [0, 100], 'weapons', 'hero weapons', 'RSC'),
      number('Characters', [0, 60], 'characters', 'characters', 'S'),
      multiple(
        'Hero-grade weapons',
        ['Fire Qilin', 'Thor', 'Dragon Slayer', 'Destroyer', 'Sky Dragon', 'Black Dragon'],
        'SC',
      ),
      level(
        'Weapon upgrade',
        ['Fire Qilin', 'Thor', 'Dragon Slayer'],
        ['Base', 'Tier 1', 'Tier 2', 'Tier 3', 'Max'],
        'S',
      ),
      realName,
      registered,
      description,
    ],
    heroes: [],
    shots: ['Arsenal', 'Characters', 'Stats', 'Rank'],
    blurbs: ['Many hero weapons', 'Permanent characters', 'Real stats', 'Security unbound'],
  },
];

export const enCatalogue: CatalogueLocaleSpec = {
  labels: [
    { name: 'Retrieval cover', color: '#fa8c16', description: 'Full refund if the account is taken back' },
    { name: 'Re-verifiable', color: '#52c41a', description: 'The buyer can put the account in their own name' },
    { name: 'Staff verified', color: '#1677ff', description: 'Support logged in and checked the account' },
    { name: 'Quick sale', color: '#f5222d', description: 'The seller wants a quick sale' },
    { name: 'Top tier', color: '#722ed1', description: 'A high-end account with rich assets' },
  ],
  kindLabels: { self_operated: 'Self-operated', consignment: 'Consignment', special_offer: 'Special offer' },
  stateLabels: { on_sale: 'On sale', sold: 'Sold', unavailable: 'Unavailable' },
  orderStatusLabels: {
    pending_payment: 'Pending payment',
    paid_deposit: 'Deposit paid',
    in_trade: 'In trade',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    after_sale: 'After-sale',
  },
  guaranteeLabels: { retrieval: 'Retrieval cover', face: 'Face-verification cover', none: 'No cover' },
  separator: ' · ',
  remark: 'Purchase price on file; rebinding documents checked',
  games,
};
