import type { Guarantee, PayMode } from '@gs/shared/orders';

/*
 * Order amounts, in integer fen only. Rates are basis points; a rate × price product stays below 2^53 for any
 * price the listings table allows (≤ 10^10 fen × 10^4 bp). Percentages round up to the next fen.
 */

export interface TradeFees {
  retrievalRateBp: number;
  retrievalMinFen: number;
  faceRateBp: number;
  faceMinFen: number;
  serviceFeeFen: number;
  depositThresholdFen: number;
  depositRateBp: number;
  depositMinFen: number;
  commissionRateBp: number;
  commissionMinFen: number;
  /** The seller's commission on an accepted price-competition quote. */
  bidCommissionRateBp: number;
  bidCommissionMinFen: number;
  /** How long the accepted recycler has to pay the recycle order (1–168 h). */
  recyclePaymentHours: number;
  /**
   * The seller's optional deposit on a price-competition request (the spec's backRatio / sellerDeposit): this rate
   * of the asking price, at least the minimum; both 0 = not offered.
   */
  sellerDepositRateBp: number;
  sellerDepositMinFen: number;
}

/** DOMAIN "Buying" defaults, used for any setting a tenant's `trade_fee` dictionary leaves out. */
export const DEFAULT_TRADE_FEES: TradeFees = {
  retrievalRateBp: 1000,
  retrievalMinFen: 5000,
  faceRateBp: 1500,
  faceMinFen: 10000,
  serviceFeeFen: 800,
  depositThresholdFen: 20000,
  depositRateBp: 1000,
  depositMinFen: 5000,
  commissionRateBp: 500,
  commissionMinFen: 5000,
  bidCommissionRateBp: 500,
  bidCommissionMinFen: 5000,
  recyclePaymentHours: 24,
  sellerDepositRateBp: 1000,
  sellerDepositMinFen: 2000,
};

/** Settings with a narrower range than "a non-negative integer" (a value outside it keeps the default). */
const ranges: Partial<Record<keyof TradeFees, [number, number]>> = {
  recyclePaymentHours: [1, 168],
};

const dictKeys: Record<string, keyof TradeFees> = {
  retrieval_rate_bp: 'retrievalRateBp',
  retrieval_min_fen: 'retrievalMinFen',
  face_rate_bp: 'faceRateBp',
  face_min_fen: 'faceMinFen',
  service_fee_fen: 'serviceFeeFen',
  deposit_threshold_fen: 'depositThresholdFen',
  deposit_rate_bp: 'depositRateBp',
  deposit_min_fen: 'depositMinFen',
  commission_rate_bp: 'commissionRateBp',
  commission_min_fen: 'commissionMinFen',
  bid_commission_rate_bp: 'bidCommissionRateBp',
  bid_commission_min_fen: 'bidCommissionMinFen',
  recycle_payment_hours: 'recyclePaymentHours',
  seller_deposit_rate_bp: 'sellerDepositRateBp',
  seller_deposit_min_fen: 'sellerDepositMinFen',
};

/** The tenant's `trade_fee` dictionary rows (value = setting, label = its integer) over the defaults. */
export function tradeFeesFromDict(rows: { value: string; label: string }[]): TradeFees {
  const fees = { ...DEFAULT_TRADE_FEES };
  for (const row of rows) {
    const key = dictKeys[row.value];
    const number = Number(row.label);
    if (!key || !/^\d{1,10}$/.test(row.label.trim()) || !Number.isSafeInteger(number)) continue;
    const [min, max] = ranges[key] ?? [0, Number.MAX_SAFE_INTEGER];
    if (number >= min && number <= max) fees[key] = number;
  }
  return fees;
}

/** rate (bp) of an amount, rounded up to the fen, never below the minimum. */
export function rateWithMinimum(amountFen: number, rateBp: number, minFen: number): number {
  const product = amountFen * rateBp;
  const fee = (product - (product % 10_000)) / 10_000 + (product % 10_000 > 0 ? 1 : 0);
  return Math.max(fee, minFen);
}

export function guaranteeFee(priceFen: number, guarantee: Guarantee, fees: TradeFees): number {
  if (guarantee === 'retrieval') return rateWithMinimum(priceFen, fees.retrievalRateBp, fees.retrievalMinFen);
  if (guarantee === 'face') return rateWithMinimum(priceFen, fees.faceRateBp, fees.faceMinFen);
  return 0;
}

export function depositOffered(priceFen: number, fees: TradeFees): boolean {
  return priceFen >= fees.depositThresholdFen;
}

/** The deposit of an order total, or null when a deposit is not offered at this price. */
export function depositFor(priceFen: number, totalFen: number, fees: TradeFees): number | null {
  if (!depositOffered(priceFen, fees)) return null;
  return Math.min(rateWithMinimum(priceFen, fees.depositRateBp, fees.depositMinFen), totalFen - 1);
}

/** Consignment commission on the seller's price: rate with a minimum, never more than the price itself. */
export function commissionFor(listingPriceFen: number, hasSeller: boolean, fees: TradeFees): number {
  if (!hasSeller) return 0;
  return Math.min(rateWithMinimum(listingPriceFen, fees.commissionRateBp, fees.commissionMinFen), listingPriceFen);
}

export interface OrderQuote {
  listingPriceFen: number;
  priceFen: number;
  guaranteeFeeFen: number;
  serviceFeeFen: number;
  totalFen: number;
  depositFen: number;
  commissionFen: number;
}

/** Every amount of an order, from the listing and the tenant's fees; null deposit means "not offered". */
export function quoteOrder(
  listing: { listingPriceFen: number; shownPriceFen: number; hasSeller: boolean },
  guarantee: Guarantee,
  payMode: PayMode,
  fees: TradeFees,
): OrderQuote & { depositAllowed: boolean } {
  const priceFen = listing.shownPriceFen;
  const guaranteeFeeFen = guaranteeFee(priceFen, guarantee, fees);
  const totalFen = priceFen + guaranteeFeeFen + fees.serviceFeeFen;
  const deposit = depositFor(priceFen, totalFen, fees);
  return {
    listingPriceFen: listing.listingPriceFen,
    priceFen,
    guaranteeFeeFen,
    serviceFeeFen: fees.serviceFeeFen,
    totalFen,
    depositFen: payMode === 'deposit' && deposit !== null ? deposit : 0,
    commissionFen: commissionFor(listing.listingPriceFen, listing.hasSeller, fees),
    depositAllowed: deposit !== null,
  };
}

/**
 * The recycle order of an accepted price-competition quote (DOMAIN "Selling"): the recycler pays exactly the
 * accepted amount into escrow — no retrieval guarantee (the recycler takes that risk), no platform service fee, no
 * tenant markup, no deposit — and the seller pays the consignment commission (the tenant's `commission_rate_bp` /
 * `commission_min_fen`, default 5 %, minimum ¥50, never more than the price), so settlement credits the seller's
 * wallet with amount − commission and the merchant with the commission.
 */
export function quoteRecycleOrder(acceptedFen: number, fees: TradeFees): OrderQuote {
  return {
    listingPriceFen: acceptedFen,
    priceFen: acceptedFen,
    guaranteeFeeFen: 0,
    serviceFeeFen: 0,
    totalFen: acceptedFen,
    depositFen: 0,
    commissionFen: Math.min(
      rateWithMinimum(acceptedFen, fees.bidCommissionRateBp, fees.bidCommissionMinFen),
      acceptedFen,
    ),
  };
}
