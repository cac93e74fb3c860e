import type { Locale } from '@gs/shared/tenant';
import type { CatalogueLocaleSpec } from '../catalogue-spec.ts';
import { bilingual } from './bilingual.ts';
import { crossfire } from './crossfire.ts';
import { fantasyWestwardJourney } from './fantasy-westward-journey.ts';
import { genshinImpact } from './genshin-impact.ts';
import { honorOfKings } from './honor-of-kings.ts';
import { leagueOfLegends } from './league-of-legends.ts';
import { narakaBladepoint } from './naraka-bladepoint.ts';
import { pubgMobile } from './pubg-mobile.ts';
import { teamfightTactics } from './teamfight-tactics.ts';
import { valorant } from './valorant.ts';

/** The demo catalogue in a tenant's language: labels, dictionaries, the words of listings and the games. */
export function demoCatalogue(locale: Locale): CatalogueLocaleSpec {
  const words = bilingual(locale);
  const { t } = words;
  const hok = honorOfKings(words);
  const pubg = pubgMobile(words);
  const genshin = genshinImpact(words);
  const lol = leagueOfLegends(words);
  const cf = crossfire(words);
  const naraka = narakaBladepoint(words);
  const tft = teamfightTactics(words);
  return {
    labels: [
      {
        name: t('找回包赔', 'Retrieval cover'),
        color: '#fa8c16',
        description: t('成交后被找回，平台全额赔付', 'Full refund if the account is taken back'),
      },
      {
        name: t('可二次实名', 'Re-verifiable'),
        color: '#52c41a',
        description: t('买家可改为本人实名', 'The buyer can put the account in their own name'),
      },
      {
        name: t('官方验号', 'Staff verified'),
        color: '#1677ff',
        description: t('客服已登录核验账号信息', 'Support logged in and checked the account'),
      },
      {
        name: t('急售', 'Quick sale'),
        color: '#f5222d',
        description: t('卖家急售，价格优惠', 'The seller wants a quick sale'),
      },
      {
        name: t('顶级号', 'Top tier'),
        color: '#722ed1',
        description: t('资产丰富的高端账号', 'A high-end account with rich assets'),
      },
    ],
    kindLabels: {
      self_operated: t('自营', 'Self-operated'),
      consignment: t('寄售', 'Consignment'),
      special_offer: t('特价', 'Special offer'),
    },
    stateLabels: {
      on_sale: t('在售', 'On sale'),
      sold: t('已售出', 'Sold'),
      unavailable: t('暂不可购买', 'Unavailable'),
    },
    orderStatusLabels: {
      pending_payment: t('待付款', 'Pending payment'),
      paid_deposit: t('已付定金', 'Deposit paid'),
      in_trade: t('交易中', 'In trade'),
      completed: t('已完成', 'Completed'),
      cancelled: t('已取消', 'Cancelled'),
      refunded: t('已退款', 'Refunded'),
      after_sale: t('售后中', 'After-sale'),
    },
    guaranteeLabels: {
      retrieval: t('找回包赔', 'Retrieval cover'),
      face: t('人脸包赔', 'Face-verification cover'),
      none: t('不购买包赔', 'No cover'),
    },
    separator: t(' ', ' · '),
    remark: t('收号价见后台，已核验换绑资料', 'Purchase price on file; rebinding documents checked'),
    // Each demo sells one game the other does not, and lists CrossFire in another place.
    games: t(
      [hok, pubg, genshin, lol, cf, naraka, tft, fantasyWestwardJourney(words)],
      [hok, pubg, genshin, lol, valorant(words), naraka, tft, cf],
    ),
    english: words.english,
  };
}
