import { accountOrderPath, paths } from '../../../lib/paths';

/** Where a search goes: the buy market filtered by the keywords, or the plain home for empty keywords (SPEC §5). */
export function searchTarget(keywords: string): string {
  const text = keywords.trim();
  return text ? accountOrderPath('buy', text) : paths.home;
}
