import { getPrivateFile } from '../../../lib/private-image';

/** GET /api/claims/{id}/images/{imageId}: one image of the claim I may see, as a Blob fetched with my token. */
export function getClaimImage(claimId: number, imageId: string, signal?: AbortSignal): Promise<Blob> {
  return getPrivateFile(`/claims/${claimId}/images/${imageId}`, signal);
}
