import { useQuery } from '@tanstack/react-query';
import { explainRefusal } from '../api/explain-refusal';
import { orderKeys } from '../api/order-keys';

/**
 * What a failed confirmation load means for the buyer (sold, locked, own listing, own unpaid order…): undefined
 * while it is being worked out, null when the failure is not a refusal (show a retry instead).
 */
export function useConfirmRefusal(goodsId: number, error: Error | null, errorUpdatedAt: number) {
  const explained = useQuery({
    queryKey: [...orderKeys.confirm(goodsId), 'refusal', errorUpdatedAt],
    queryFn: () => explainRefusal(error, goodsId, 'confirm'),
    enabled: error !== null,
    gcTime: 0,
    retry: false,
  });
  if (error === null) return null;
  return explained.isPending ? undefined : (explained.data ?? null);
}
