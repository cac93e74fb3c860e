import { escapeXml, shade } from './art.ts';
import type { ListingArtFacts } from './listing-art-facts.ts';

/*
 * A demo listing's own cover and screenshots (SVG, 4:3 like the storefront's picture boxes): the rank as a badge in
 * its tier's colour, the listing's figures, and a background hue and pattern that follow the listing number, so
 * two listings of one game look different at a glance. Every text goes through escapeXml.
 */

export const LISTING_ART_WIDTH = 640;
export const LISTING_ART_HEIGHT = 480;

const FONT = `'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif`;

/** Bronze, silver, gold, platinum, diamond, star, master, grandmaster: a rank's step picks its colour. */
const TIER_COLOURS = ['#a1673f', '#8fa3b3', '#e0a100', '#1fa99a', '#2f86eb', '#7b4fd6', '#d63d7a', '#e8501e'];
const ITEM_COLOURS = ['#f5a623', '#b37feb', '#40a9ff', '#ff7a45', '#73d13d', '#ff85c0'];

const WORDS = {
  zh: { profile: '账号资料', owned: '已拥有', none: '暂无', tier: '段位' },
  en: { profile: 'Account profile', owned: 'Owned', none: 'None listed', tier: 'Rank' },
};

/** Pattern tiles (drawn white, shown faintly over the background). */
const PATTERNS = [
  '<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="9" height="24" fill="#fff"/></pattern>',
  '<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="4" fill="#fff"/></pattern>',
  '<pattern id="p" width="64" height="64" patternUnits="userSpaceOnUse"><circle cx="32" cy="32" r="22" fill="none" stroke="#fff" stroke-width="4"/></pattern>',
  '<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="#fff" stroke-width="3"/></pattern>',
  '<pattern id="p" width="48" height="24" patternUnits="userSpaceOnUse"><path d="M0 24L24 4L48 24" fill="none" stroke="#fff" stroke-width="4"/></pattern>',
  '<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 4L36 20L20 36L4 20Z" fill="#fff"/></pattern>',
];

/** The listing number as a small integer ("A00000042" → 42; other numbers by their characters). */
function numberSeed(number: string): number {
  const digits = number.replace(/\D/g, '');
  if (digits) return Number.parseInt(digits.slice(-6), 10);
  return [...number].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003, 7);
}

/** The colour turned round the hue circle by `degrees`. */
function rotateHue(hex: string, degrees: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hexOf = (channel: number) =>
    Math.round((channel + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hexOf(r1)}${hexOf(g1)}${hexOf(b1)}`;
}

/** Roughly how many font-sizes wide a text is (CJK full width, Latin about half). */
function widthUnits(text: string): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += code >= 0x2e80 ? 1 : /[A-Z0-9]/.test(char) ? 0.64 : 0.56;
  }
  return units;
}

/** A text and font size that fit `width`: smaller up to `minSize`, then cut with an ellipsis. */
function fit(text: string, width: number, maxSize: number, minSize = 14): { text: string; size: number } {
  const size = Math.floor(Math.min(maxSize, width / Math.max(1, widthUnits(text))));
  if (size >= minSize) return { text, size };
  const chars = [...text];
  while (chars.length > 1 && widthUnits(`${chars.join('')}…`) * minSize > width) chars.pop();
  return { text: `${chars.join('')}…`, size: minSize };
}

/** A <text> element whose content fits `width`; attributes are the caller's fixed ones. */
function label(x: number, y: number, text: string, width: number, maxSize: number, attributes = ''): string {
  const fitted = fit(text, width, maxSize);
  return `<text x="${x}" y="${y}" font-size="${fitted.size}"${attributes ? ` ${attributes}` : ''}>${escapeXml(fitted.text)}</text>`;
}

interface Palette {
  base: string;
  light: string;
  dark: string;
  tier: string;
  pattern: string;
  seed: number;
}

function paletteOf(facts: ListingArtFacts): Palette {
  const seed = numberSeed(facts.number);
  const base = shade(rotateHue(facts.color, (((seed * 37) % 9) - 4) * 10), (((seed * 13) % 5) - 2) * 0.07);
  const tier = facts.tier;
  const tierStep = tier ? Math.round((tier.step / Math.max(1, tier.steps - 1)) * (TIER_COLOURS.length - 1)) : 0;
  return {
    base,
    light: shade(base, 0.2),
    dark: shade(base, -0.5),
    tier: TIER_COLOURS[tierStep] ?? '#8fa3b3',
    pattern: PATTERNS[seed % PATTERNS.length] ?? '',
    seed,
  };
}

const words = (facts: ListingArtFacts) => (facts.chinese ? WORDS.zh : WORDS.en);

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LISTING_ART_WIDTH}" height="${LISTING_ART_HEIGHT}" viewBox="0 0 ${LISTING_ART_WIDTH} ${LISTING_ART_HEIGHT}">
<defs>${defs}</defs>
<g font-family="${FONT}" fill="#fff">
${body}
</g>
</svg>`;
}

/** The cover of the listing grid: game, rank badge in its tier's colour, two figures, region and picks. */
export function listingCoverSvg(facts: ListingArtFacts): string {
  const p = paletteOf(facts);
  const t = words(facts);
  const corner = p.seed % 4;
  const gradient = `<linearGradient id="b" x1="${corner & 1}" y1="${corner >> 1}" x2="${1 - (corner & 1)}" y2="${1 - (corner >> 1)}"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.tier, 0.25)}"/><stop offset="1" stop-color="${shade(p.tier, -0.3)}"/></linearGradient>`;
  const parts = [
    '<rect width="640" height="480" fill="url(#b)"/><rect width="640" height="480" fill="url(#p)" opacity="0.12"/>',
    `<rect x="32" y="28" width="60" height="60" rx="16" opacity="0.95"/><text x="62" y="71" text-anchor="middle" font-size="34" font-weight="800" fill="${p.dark}">${escapeXml(facts.glyph)}</text>`,
    label(108, 70, facts.gameName, facts.extraTiers[0] ? 300 : 500, 32, 'font-weight="700"'),
  ];
  const extra = facts.extraTiers[0];
  if (extra) {
    const fitted = fit(extra.name, 150, 26);
    const width = Math.ceil(widthUnits(fitted.text) * fitted.size) + 36;
    parts.push(
      `<rect x="${608 - width}" y="34" width="${width}" height="48" rx="24" fill="#000" opacity="0.3"/><text x="${608 - width / 2}" y="67" text-anchor="middle" font-size="${fitted.size}" font-weight="700" fill="#ffd666">${escapeXml(fitted.text)}</text>`,
    );
  }
  const tier = facts.tier;
  parts.push(
    '<rect x="32" y="116" width="320" height="236" rx="28" fill="url(#t)" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>',
    label(56, 162, tier?.label ?? t.tier, 272, 22, 'opacity="0.85"'),
    label(56, 240, tier?.name ?? '—', 272, 64, 'font-weight="800"'),
  );
  if (tier) {
    const gap = Math.min(28, 264 / tier.steps);
    for (let i = 0; i < tier.steps; i++) {
      parts.push(
        `<circle cx="${(64 + i * gap).toFixed(1)}" cy="304" r="${Math.min(9, gap / 2 - 2).toFixed(1)}"${i <= tier.step ? '' : ' opacity="0.3"'}/>`,
      );
    }
  }
  facts.figures.slice(0, 2).forEach((figure, i) => {
    const y = 116 + i * 124;
    const share = Math.min(1, figure.value / Math.max(1, figure.max));
    parts.push(
      `<rect x="376" y="${y}" width="232" height="112" rx="20" fill="#000" opacity="0.24"/>`,
      `<text x="400" y="${y + 62}" font-size="54" font-weight="800">${figure.value}</text>`,
      label(400, y + 92, figure.label, 190, 22, 'opacity="0.85"'),
      `<rect x="400" y="${y + 100}" width="${Math.round(184 * share)}" height="4" rx="2" fill="${p.tier}"/>`,
    );
  });
  parts.push(
    '<rect y="384" width="640" height="96" fill="#000" opacity="0.3"/>',
    label(32, 426, facts.region.join(' · '), 576, 24, 'font-weight="600"'),
    label(
      32,
      460,
      facts.items.names.slice(0, 3).join(' · ') || facts.details[0]?.value || '',
      576,
      20,
      'opacity="0.8"',
    ),
  );
  return svg(gradient + p.pattern, parts.join('\n'));
}

/** The frame every screenshot shares: a dark screen with the view's title bar. */
function screen(facts: ListingArtFacts, p: Palette, title: string, body: string[], defs = ''): string {
  return svg(
    p.pattern + defs,
    [
      `<rect width="640" height="480" fill="${p.dark}"/><rect width="640" height="480" fill="url(#p)" opacity="0.05"/>`,
      `<rect width="640" height="64" fill="${shade(p.base, -0.25)}"/>`,
      label(24, 42, title, 400, 26, 'font-weight="700"'),
      label(616, 41, facts.gameName, 180, 18, 'text-anchor="end" opacity="0.7"'),
      ...body,
    ].join('\n'),
  );
}

/** "贵族等级 V8", but "VIP 8" rather than "VIP level VIP 8" when the name already says what it is. */
function withLabel({ label, name }: { label: string; name: string }): string {
  const word = name.split(' ')[0]?.toLowerCase() ?? '';
  return word && label.toLowerCase().split(' ').includes(word) ? name : `${label} ${name}`;
}

/** A game's profile page: avatar, rank, every figure with its bar, and the short details. */
export function listingProfileSvg(facts: ListingArtFacts): string {
  const p = paletteOf(facts);
  const t = words(facts);
  const tier = facts.tier;
  const body = [
    '<rect x="24" y="88" width="220" height="368" rx="20" opacity="0.08"/>',
    `<circle cx="134" cy="160" r="48" fill="${p.base}" stroke="${p.tier}" stroke-width="6"/><text x="134" y="176" text-anchor="middle" font-size="44" font-weight="800">${escapeXml(facts.glyph)}</text>`,
    `<rect x="44" y="228" width="180" height="44" rx="22" fill="${p.tier}"/>`,
    label(134, 258, tier?.name ?? '—', 160, 24, 'text-anchor="middle" font-weight="700"'),
    label(134, 298, tier?.label ?? t.tier, 180, 16, 'text-anchor="middle" opacity="0.7"'),
    ...facts.extraTiers
      .slice(0, 2)
      .map((extra, i) => label(134, 336 + i * 28, withLabel(extra), 190, 18, 'text-anchor="middle" fill="#ffd666"')),
    label(134, 428, facts.region.slice(-2).join(' · '), 190, 16, 'text-anchor="middle" opacity="0.7"'),
  ];
  const figures = facts.figures.slice(0, 4);
  figures.forEach((figure, i) => {
    const y = 92 + i * 64;
    const share = Math.min(1, figure.value / Math.max(1, figure.max));
    body.push(
      label(268, y + 24, figure.label, 200, 20, 'opacity="0.85"'),
      `<text x="616" y="${y + 26}" text-anchor="end" font-size="26" font-weight="800">${figure.value}<tspan font-size="16" opacity="0.6"> / ${figure.max}</tspan></text>`,
      `<rect x="268" y="${y + 38}" width="348" height="10" rx="5" opacity="0.15"/><rect x="268" y="${y + 38}" width="${Math.max(4, Math.round(348 * share))}" height="10" rx="5" fill="${p.tier}"/>`,
    );
  });
  facts.details.slice(0, 3).forEach((detail, i) => {
    const y = 112 + figures.length * 64 + i * 36;
    body.push(
      label(268, y, detail.label, 160, 18, 'opacity="0.6"'),
      label(616, y, detail.value, 180, 18, 'text-anchor="end"'),
    );
  });
  return screen(facts, p, t.profile, body);
}

/** The hero (or character) list: as many tiles lit as the listing owns, its levelled picks named first. */
export function listingRosterSvg(facts: ListingArtFacts): string {
  const p = paletteOf(facts);
  const t = words(facts);
  const figure = facts.figures.find((candidate) => candidate.count) ?? facts.figures[0];
  const tiles = 18;
  const lit =
    figure && figure.value > 0 ? Math.max(1, Math.round((figure.value / Math.max(1, figure.max)) * tiles)) : 0;
  const body: string[] = [];
  for (let i = 0; i < tiles; i++) {
    const x = 19 + (i % 6) * 102;
    const y = 84 + Math.floor(i / 6) * 116;
    const entry = facts.roster[i];
    if (i >= lit) {
      body.push(
        `<rect x="${x}" y="${y}" width="92" height="104" rx="12" opacity="0.06"/><use href="#h" x="${x}" y="${y}" opacity="0.12"/>`,
      );
      continue;
    }
    body.push(
      `<rect x="${x}" y="${y}" width="92" height="104" rx="12" fill="${shade(p.base, ((i * 7 + p.seed) % 5) / 10 - 0.1)}"/><use href="#h" x="${x}" y="${y - 8}" opacity="0.35"/>`,
    );
    if (entry) body.push(label(x + 46, y + 94, entry.name, 84, 16, 'text-anchor="middle" font-weight="600"'));
    if (entry?.level) {
      const fitted = fit(entry.level, 60, 13, 10);
      body.push(
        `<rect x="${x + 4}" y="${y + 4}" width="${Math.ceil(widthUnits(fitted.text) * fitted.size) + 12}" height="20" rx="10" fill="${p.tier}"/><text x="${x + 10}" y="${y + 18}" font-size="${fitted.size}" font-weight="700">${escapeXml(fitted.text)}</text>`,
      );
    }
  }
  const title = figure ? `${figure.label} ${figure.value} / ${figure.max}` : t.owned;
  if (figure)
    body.push(
      label(320, 460, `${t.owned} ${figure.value} / ${figure.max}`, 560, 20, 'text-anchor="middle" opacity="0.75"'),
    );
  const silhouette = '<g id="h"><circle cx="46" cy="34" r="18"/><path d="M16 80a30 26 0 0 1 60 0z"/></g>';
  return screen(facts, p, title, body, silhouette);
}

/** The skins (or bundles) page: the listing's picked items as cards, and its other collection figures. */
export function listingItemsSvg(facts: ListingArtFacts): string {
  const p = paletteOf(facts);
  const t = words(facts);
  const counts = facts.figures.filter((figure) => figure.count);
  const body: string[] = [];
  const names = facts.items.names.slice(0, 6);
  if (names.length === 0) {
    body.push(
      '<rect x="28" y="92" width="584" height="316" rx="20" opacity="0.06"/>',
      label(320, 262, t.none, 500, 32, 'text-anchor="middle" opacity="0.6"'),
    );
  }
  // The rest of the page's six slots stay empty, as a collection page shows what is not owned.
  for (let i = names.length; i < 6 && names.length > 0; i++) {
    body.push(
      `<rect x="${28 + (i % 3) * 200}" y="${92 + Math.floor(i / 3) * 166}" width="184" height="150" rx="16" opacity="0.06"/>`,
    );
  }
  names.forEach((name, i) => {
    const x = 28 + (i % 3) * 200;
    const y = 92 + Math.floor(i / 3) * 166;
    const colour = ITEM_COLOURS[(i + p.seed) % ITEM_COLOURS.length] ?? '#f5a623';
    body.push(
      `<rect x="${x}" y="${y}" width="184" height="150" rx="16" fill="${shade(p.base, -0.15)}" stroke="${colour}" stroke-width="3"/>`,
      `<path d="M${x + 92} ${y + 18}l30 30-30 48-30-48z" fill="${colour}"/><path d="M${x + 62} ${y + 48}h60" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`,
      label(x + 92, y + 130, name, 168, 20, 'text-anchor="middle" font-weight="600"'),
    );
  });
  const footer = (counts.length > 1 ? counts.slice(1) : counts).map((figure) => `${figure.label} ${figure.value}`);
  body.push(
    label(
      320,
      460,
      footer.join(' · ') || `${facts.items.label} ${names.length}`,
      584,
      20,
      'text-anchor="middle" opacity="0.75"',
    ),
  );
  return screen(facts, p, facts.items.label || counts[1]?.label || t.owned, body);
}
