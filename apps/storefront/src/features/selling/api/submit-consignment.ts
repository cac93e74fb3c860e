import {
  type ConsignmentInput,
  type ConsignmentResult,
  type ConsignmentUpdateInput,
  consignmentResultSchema,
} from '@gs/shared/consignment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { sellingKeys } from './selling-keys';

/** POST /api/need/consignment: lists the account; it waits for staff review. */
export async function createConsignment(input: ConsignmentInput): Promise<ConsignmentResult> {
  return consignmentResultSchema.parse(await api.post('/api/need/consignment', input));
}

/** PUT /api/need/consignment/{id}: changes the listing (back to review); without credentials the stored ones stay. */
export async function updateConsignment(id: number, input: ConsignmentUpdateInput): Promise<ConsignmentResult> {
  return consignmentResultSchema.parse(await api.put(`/api/need/consignment/${id}`, input));
}

export type ConsignmentSubmission =
  | { kind: 'create'; input: ConsignmentInput }
  | { kind: 'update'; id: number; input: ConsignmentUpdateInput };

/** Submits a new listing or an edit, then drops what the seller's listings looked like before. */
export function useSubmitConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ConsignmentSubmission) =>
      submission.kind === 'create'
        ? createConsignment(submission.input)
        : updateConsignment(submission.id, submission.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellingKeys.all }),
  });
}
