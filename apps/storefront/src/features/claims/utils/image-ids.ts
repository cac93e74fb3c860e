import { privateUploadIdOf } from '@gs/shared/identity';

/** The upload ids (`imageIds`) of the private references (`private:<id>`) an image field holds. */
export function toImageIds(refs: readonly string[] | undefined): string[] {
  return (refs ?? []).flatMap((ref) => privateUploadIdOf(ref) ?? []);
}
