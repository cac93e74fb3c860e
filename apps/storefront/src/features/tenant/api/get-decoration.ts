import type { DecorationEntry } from '@gs/shared/tenant';
import { DECORATION_PREVIEW_PARAM } from '@gs/shared/tenant-basics';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { tenantKeys } from '../../../lib/tenant-keys';

/**
 * The back office's preview token when this visit was opened as a decoration preview
 * (`?decorationPreview=<token>`), read once when the app starts so it lasts the visit. The server answers the
 * draft for a valid token and the published set for anything else.
 */
export function readDecorationPreviewToken(search: string = globalThis.location?.search ?? ''): string | null {
  const token = new URLSearchParams(search).get(DECORATION_PREVIEW_PARAM);
  return token && token.length <= 1000 ? token : null;
}

const previewToken = readDecorationPreviewToken();

const decorationSchema = lazySchema(() =>
  import('@gs/shared/tenant').then((module) => module.decorationEntrySchema.array()),
);

/** GET /api/web/decoration/type (type 1, state 1): the page decoration entries, one per area 1–5. */
export async function getDecoration(
  options: { signal?: AbortSignal; preview?: string | null } = {},
): Promise<DecorationEntry[]> {
  const query = options.preview
    ? { type: 1, state: 1, [DECORATION_PREVIEW_PARAM]: options.preview }
    : { type: 1, state: 1 };
  return getCheckedLazily(decorationSchema, '/api/web/decoration/type', query, { signal: options.signal });
}

/** Loaded once at start (SPEC §4) and kept for the whole visit; a preview visit has its own key (no boot data). */
export function decorationQueryOptions(preview: string | null = previewToken) {
  return queryOptions({
    queryKey: preview ? [...tenantKeys.decoration(), 'preview', preview] : tenantKeys.decoration(),
    queryFn: ({ signal }) => getDecoration({ signal, preview }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: sessionIndependentMeta,
  });
}

export function useDecoration() {
  return useQuery(decorationQueryOptions());
}
