import type { StaffOpenClaimInput } from '@gs/shared/claims';
import {
  type Credentials,
  type DeliverInput,
  type Order,
  orderSchema,
  type RebindStepInput,
  type RefundInput,
} from '@gs/shared/orders';
import { type StaffOrderDetail, staffOrderDetailSchema } from '@gs/shared/staff-orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/**
 * POST /api/staff/orders/{id}/deliver: releases the credentials (new ones, when staff reset them, go to the vault).
 * With rebinding steps open the server refuses unless `confirmIncompleteChecklist` says staff deliver anyway.
 */
export async function deliverOrder(id: number, input: DeliverInput): Promise<Order> {
  return orderSchema.parse(await api.post(`/api/staff/orders/${id}/deliver`, input));
}

/** POST /api/staff/orders/{id}/refund: in full (no amount) or in part, relisting or not. */
export async function refundOrder(id: number, input: RefundInput): Promise<Order> {
  return orderSchema.parse(await api.post(`/api/staff/orders/${id}/refund`, input));
}

/** POST /api/staff/orders/{id}/after-sale: opens a claim for the buyer (decided on the Claims screen). */
export async function openAfterSale(id: number, input: StaffOpenClaimInput): Promise<Order> {
  return orderSchema.parse(await api.post(`/api/staff/orders/${id}/after-sale`, input));
}

/** POST /api/staff/orders/{id}/rebind: ticks or unticks a rebinding step; answers the order in full. */
export async function markRebindStep(id: number, input: RebindStepInput): Promise<StaffOrderDetail> {
  return staffOrderDetailSchema.parse(await api.post(`/api/staff/orders/${id}/rebind`, input));
}

export type OrderAction =
  | { kind: 'deliver'; credentials?: Credentials; confirmIncompleteChecklist?: boolean }
  | { kind: 'refund'; input: RefundInput }
  | { kind: 'after_sale'; input: StaffOpenClaimInput }
  | { kind: 'rebind'; input: RebindStepInput };

function runAction(id: number, action: OrderAction): Promise<unknown> {
  switch (action.kind) {
    case 'deliver':
      return deliverOrder(id, {
        ...(action.credentials ? { credentials: action.credentials } : {}),
        ...(action.confirmIncompleteChecklist ? { confirmIncompleteChecklist: true } : {}),
      });
    case 'refund':
      return refundOrder(id, action.input);
    case 'after_sale':
      return openAfterSale(id, action.input);
    case 'rebind':
      return markRebindStep(id, action.input);
  }
}

/** Runs one staff action on the order, then refreshes its detail and the lists. */
export function useOrderAction(
  id: number,
  { onSuccess, ...options }: Omit<UseMutationOptions<unknown, Error, OrderAction>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (action: OrderAction) => runAction(id, action),
    onSuccess: async (result, ...rest) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
      return onSuccess?.(result, ...rest);
    },
  });
}
