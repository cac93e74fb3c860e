import { paths } from '../../../lib/paths';

/** `/pages/other/shouhouDetail?id=…`: one claim, as its buyer or its seller. */
export function claimDetailPath(id: number): string {
  return `${paths.claimDetail}?id=${id}`;
}
