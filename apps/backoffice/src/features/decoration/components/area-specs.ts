import type { EditableDecorationArea } from '@gs/shared/staff-decoration';

/**
 * How each area's pictures are shown on the storefront's home page, so the crop matches: banners 3:1, navigation
 * icons and recommended games square, ad slots 4:1; the notice strip is text only.
 */
export const areaSpecs: Record<EditableDecorationArea, { aspect: number | null; previewWidth: number }> = {
  1: { aspect: 3, previewWidth: 240 },
  2: { aspect: 1, previewWidth: 96 },
  3: { aspect: 1, previewWidth: 96 },
  4: { aspect: 4, previewWidth: 240 },
  5: { aspect: null, previewWidth: 0 },
};
