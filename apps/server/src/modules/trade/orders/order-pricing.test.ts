import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionFor,
  DEFAULT_TRADE_FEES,
  quoteOrder,
  quoteRecycleOrder,
  rateWithMinimum,
  tradeFeesFromDict,
} from './order-pricing.ts';

const fees = DEFAULT_TRADE_FEES;

describe('order pricing', () => {
  it('applies DOMAIN defaults: retrieval 10% min ¥50, face 15% min ¥100, service ¥8, deposit from ¥200', () => {
    const listing = { listingPriceFen: 100_000, shownPriceFen: 100_000, hasSeller: false };
    expect(quoteOrder(listing, 'retrieval', 'full', fees)).toMatchObject({
      guaranteeFeeFen: 10_000,
      serviceFeeFen: 800,
      totalFen: 110_800,
      depositFen: 0,
      depositAllowed: true,
    });
    expect(quoteOrder(listing, 'face', 'deposit', fees)).toMatchObject({ guaranteeFeeFen: 15_000, depositFen: 10_000 });
    const cheap = { listingPriceFen: 19_999, shownPriceFen: 19_999, hasSeller: true };
    expect(quoteOrder(cheap, 'retrieval', 'full', fees)).toMatchObject({
      guaranteeFeeFen: 5000,
      depositAllowed: false,
      commissionFen: 5000,
    });
    expect(quoteOrder(cheap, 'face', 'full', fees).guaranteeFeeFen).toBe(10_000);
    expect(quoteOrder(cheap, 'none', 'full', fees).totalFen).toBe(19_999 + 800);
  });

  it('rounds percentages up to the fen and caps the commission at the price', () => {
    expect(rateWithMinimum(100_001, 1000, 0)).toBe(10_001);
    expect(rateWithMinimum(100_010, 1000, 0)).toBe(10_001);
    expect(commissionFor(3000, true, fees)).toBe(3000);
    expect(commissionFor(3000, false, fees)).toBe(0);
  });

  it('reads the tenant dictionary over the defaults and ignores malformed values', () => {
    const read = tradeFeesFromDict([
      { value: 'service_fee_fen', label: '1200' },
      { value: 'face_rate_bp', label: '12.5' },
      { value: 'unknown', label: '1' },
    ]);
    expect(read.serviceFeeFen).toBe(1200);
    expect(read.faceRateBp).toBe(fees.faceRateBp);
  });

  it('keeps a payment window outside 1–168 hours at its default, and the bid commission apart from consignment', () => {
    expect(tradeFeesFromDict([{ value: 'recycle_payment_hours', label: '0' }]).recyclePaymentHours).toBe(24);
    expect(tradeFeesFromDict([{ value: 'recycle_payment_hours', label: '169' }]).recyclePaymentHours).toBe(24);
    expect(tradeFeesFromDict([{ value: 'recycle_payment_hours', label: '72' }]).recyclePaymentHours).toBe(72);
    const read = tradeFeesFromDict([{ value: 'bid_commission_rate_bp', label: '300' }]);
    expect(read.bidCommissionRateBp).toBe(300);
    expect(read.commissionRateBp).toBe(fees.commissionRateBp);
    expect(quoteRecycleOrder(1_000_000, read).commissionFen).toBe(30_000);
    expect(quoteRecycleOrder(3_000, read).commissionFen).toBe(3_000);
  });

  it('always answers integer fen whose parts add up to the total, deposit below the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('retrieval' as const, 'face' as const, 'none' as const),
        fc.constantFrom('full' as const, 'deposit' as const),
        fc.boolean(),
        (price, markupBp, guarantee, payMode, hasSeller) => {
          const shown = Math.ceil((price * (10_000 + markupBp)) / 1_000_000) * 100;
          const quote = quoteOrder(
            { listingPriceFen: price, shownPriceFen: shown, hasSeller },
            guarantee,
            payMode,
            fees,
          );
          for (const value of Object.values(quote))
            if (typeof value === 'number') expect(Number.isSafeInteger(value)).toBe(true);
          expect(quote.totalFen).toBe(quote.priceFen + quote.guaranteeFeeFen + quote.serviceFeeFen);
          expect(quote.depositFen).toBeLessThan(quote.totalFen);
          expect(quote.commissionFen).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
