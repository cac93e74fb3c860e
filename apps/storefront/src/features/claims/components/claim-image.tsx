import { PrivateThumb } from '../../../components/private-thumb';
import { getClaimImage } from '../api/get-claim-image';

/** One image of a claim's thread, fetched with my token from the claim (the seller only gets what staff shared). */
export function ClaimImage({ claimId, imageId, alt }: { claimId: number; imageId: string; alt: string }) {
  return <PrivateThumb imageRef={imageId} alt={alt} load={(id, signal) => getClaimImage(claimId, id, signal)} />;
}
