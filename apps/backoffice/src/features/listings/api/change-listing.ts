import { type ConsignmentResult, consignmentResultSchema } from '@gs/shared/consignment';
import type { Credentials } from '@gs/shared/orders';
import {
  type StaffBulkResult,
  type StaffListingBulkInput,
  type StaffListingEditInput,
  staffBulkResultSchema,
} from '@gs/shared/staff-listings';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { api } from '../../../lib/request';
import { invalidateListings } from './listing-keys';

/** POST /api/staff/listings/{id}/approve: on sale from now. */
export async function approveListing(id: number): Promise<ConsignmentResult> {
  return consignmentResultSchema.parse(await api.post(`/api/staff/listings/${id}/approve`));
}

/** POST /api/staff/listings/{id}/reject: rejected with the reason the seller sees. */
export async function rejectListing({ id, reason }: { id: number; reason: string }): Promise<ConsignmentResult> {
  return consignmentResultSchema.parse(await api.post(`/api/staff/listings/${id}/reject`, { reason }));
}

/** PUT /api/staff/listings/{id}: title, description, price and attributes; the state is kept. */
export async function editListing({ id, input }: { id: number; input: StaffListingEditInput }) {
  return consignmentResultSchema.parse(await api.put(`/api/staff/listings/${id}`, input));
}

/** POST /api/staff/listings/{id}/down: off the market, the reason kept in the audit log. */
export async function takeDownListing({ id, reason }: { id: number; reason: string }) {
  return consignmentResultSchema.parse(await api.post(`/api/staff/listings/${id}/down`, { reason }));
}

/** POST /api/staff/listings/{id}/up: back on sale (or back to review when never approved). */
export async function putUpListing(id: number) {
  return consignmentResultSchema.parse(await api.post(`/api/staff/listings/${id}/up`));
}

/** POST /api/staff/listings/bulk: one action on many listings; what changed, was skipped or failed. */
export async function bulkListings(input: StaffListingBulkInput): Promise<StaffBulkResult> {
  return staffBulkResultSchema.parse(await api.post('/api/staff/listings/bulk', input));
}

/** PUT /api/staff/listings/{id}/credentials: new credentials into the vault (write-only, audited). */
export async function putListingCredentials({ id, credentials }: { id: number; credentials: Credentials }) {
  await api.put(`/api/staff/listings/${id}/credentials`, credentials);
}

type Options<TInput, TResult> = MutationOptions<TResult, TInput>;

/** A mutation that refreshes every listing list and detail, then runs the caller's `onSuccess`. */
function useListingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  options?: Options<TInput, TResult>,
) {
  return useInvalidatingMutation(mutationFn, (queryClient) => invalidateListings(queryClient), options);
}

export const useApproveListing = (options?: Options<number, ConsignmentResult>) =>
  useListingMutation(approveListing, options);
export const useRejectListing = (options?: Options<{ id: number; reason: string }, ConsignmentResult>) =>
  useListingMutation(rejectListing, options);
export const useEditListing = (options?: Options<{ id: number; input: StaffListingEditInput }, ConsignmentResult>) =>
  useListingMutation(editListing, options);
export const useTakeDownListing = (options?: Options<{ id: number; reason: string }, ConsignmentResult>) =>
  useListingMutation(takeDownListing, options);
export const usePutUpListing = (options?: Options<number, ConsignmentResult>) =>
  useListingMutation(putUpListing, options);
export const useBulkListings = (options?: Options<StaffListingBulkInput, StaffBulkResult>) =>
  useListingMutation(bulkListings, options);
export const usePutListingCredentials = (options?: Options<{ id: number; credentials: Credentials }, void>) =>
  useListingMutation(putListingCredentials, options);
