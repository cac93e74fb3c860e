import { dictDataSchema, dictTypes } from '@gs/shared/dictionaries';
import { type TradeFeeKey, tradeFeeSettings } from '@gs/shared/staff-catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/** What accepting a quote costs the seller and how long the recycler then has to pay, by the shop's fee rules. */
export interface BidFees {
  commissionRateBp: number;
  commissionMinFen: number;
  /** How long the accepted recycler has to pay the order. */
  paymentHours: number;
}

type DictRow = z.infer<typeof dictDataSchema>;

/** A setting of the `trade_fee` rows, read as the server reads it: a whole number in range, else its default. */
function settingOf(rows: DictRow[], key: TradeFeeKey): number {
  const { min, max } = tradeFeeSettings[key];
  const label = rows.find((row) => row.value === key)?.label.trim() ?? '';
  const number = /^\d{1,10}$/.test(label) ? Number(label) : Number.NaN;
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : tradeFeeSettings[key].default;
}

/** GET /api/system/dict/data/type/trade_fee: the shop's fee rules, of which price competition's. */
export async function getBidFees(options: { signal?: AbortSignal } = {}): Promise<BidFees> {
  const rows = z
    .array(dictDataSchema)
    .parse(await api.get(`/api/system/dict/data/type/${dictTypes.tradeFee}`, undefined, options));
  return {
    commissionRateBp: settingOf(rows, 'bid_commission_rate_bp'),
    commissionMinFen: settingOf(rows, 'bid_commission_min_fen'),
    paymentHours: settingOf(rows, 'recycle_payment_hours'),
  };
}

export function useBidFees() {
  return useQuery({
    queryKey: biddingKeys.fees(),
    queryFn: ({ signal }) => getBidFees({ signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The commission on an accepted amount, as the accept will fix it: the rate rounded up to the fen, at least the
 * minimum, never more than the amount itself.
 */
export function bidCommissionOf(amountFen: number, fees: Pick<BidFees, 'commissionRateBp' | 'commissionMinFen'>) {
  const product = amountFen * fees.commissionRateBp;
  const rated = (product - (product % 10_000)) / 10_000 + (product % 10_000 > 0 ? 1 : 0);
  return Math.min(amountFen, Math.max(rated, fees.commissionMinFen));
}
