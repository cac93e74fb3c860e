/**
 * WCAG 2 contrast of sRGB colours, and the shade of a shop's colour that text can use. Written out (a few lines of
 * the standard's formulas) rather than imported: the storefront's frame paints with it before antd and its colour
 * library load, and every kilobyte there delays the first paint.
 */

/** WCAG AA for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as 0–255 channels; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The WCAG contrast ratio of two hex colours (1 to 21); NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHexColor(a);
  const y = parseHexColor(b);
  return x && y ? ratio(x, y) : Number.NaN;
}

const WHITE: Rgb = [255, 255, 255];
/** The storefront's page and top-bar grey (global.css): primary-coloured text sits on it too. */
const PAGE_GREY: Rgb = [245, 245, 245];

/** The colour laid at `share` over white, as the pages' selected-item tints do (color-mix with #fff, up to 10 %). */
function tint(rgb: Rgb, share: number): Rgb {
  return rgb.map((channel) => channel * share + 255 * (1 - share)) as unknown as Rgb;
}

/** `color` laid at `share` (0–1) over white, as a hex colour; the colour itself when it is not a hex colour. */
export function tintOf(color: string, share: number): string {
  const rgb = parseHexColor(color);
  return rgb ? toHex(tint(rgb, share)) : color;
}

/** `color` darkened by `share` (0–1) towards black, keeping its hue; the colour itself when it is not a hex colour. */
export function shadeOf(color: string, share: number): string {
  const rgb = parseHexColor(color);
  return rgb ? toHex(rgb.map((channel) => Math.floor(channel * (1 - share))) as unknown as Rgb) : color;
}

// Pages ask for a handful of colours (the shop's, the badges') on every card they render: each is searched once.
const knownShades = new Map<string, string>();

/**
 * The shade of `color` that reads as text at WCAG AA both ways: the colour itself on white, the grey page or its own
 * 10 % tint, and white text on it (buttons, the menu bar). A colour that already passes is returned as it is;
 * a lighter one is darkened step by step towards black, which keeps its hue (so the shop's blue stays blue).
 */
export function accessibleShade(color: string): string {
  let shade = knownShades.get(color);
  if (shade === undefined) {
    shade = findAccessibleShade(color);
    if (knownShades.size < 1000) knownShades.set(color, shade);
  }
  return shade;
}

/** `rgb` darkened by `step` hundredths towards black, each channel rounded down (the hue is kept). */
function darkened(rgb: Rgb, step: number): Rgb {
  return rgb.map((channel) => Math.floor(channel * (1 - step / 100))) as unknown as Rgb;
}

/**
 * Whether `candidate` reads at AA on white, on the grey page and on its own 10 % tint (which gets a little room: the
 * browser rounds its channels, which can cost a hundredth of the ratio). Darker candidates only read better: each
 * channel of a darker step is no higher, which lowers its luminance further below all three backgrounds.
 */
function passes(candidate: Rgb): boolean {
  return (
    ratio(candidate, WHITE) >= AA_TEXT_CONTRAST &&
    ratio(candidate, PAGE_GREY) >= AA_TEXT_CONTRAST &&
    ratio(candidate, tint(candidate, 0.1)) >= AA_TEXT_CONTRAST + 0.05
  );
}

/**
 * The lightest of the 101 steps from the colour itself (0) to black (100) that passes, found by halving the range
 * (7 checks instead of up to 101: a page's start works out a dozen shades, the theme's status and tag colours among
 * them, and stepping through them one by one was ~13 ms of a phone's main thread at its start).
 */
function findAccessibleShade(color: string): string {
  const rgb = parseHexColor(color);
  if (!rgb) return color;
  let failing = -1; // the darkest step known not to pass (none yet)
  let passing = 100; // the lightest step known to pass: black passes on all three
  while (passing - failing > 1) {
    const middle = Math.floor((failing + passing) / 2);
    if (passes(darkened(rgb, middle))) passing = middle;
    else failing = middle;
  }
  return toHex(darkened(rgb, passing));
}
