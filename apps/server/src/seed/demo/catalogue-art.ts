import { escapeXml, FONT, shade } from './art.ts';

/** Generated game icons, listing covers and gallery shots (SVG): nothing is downloaded. */

export function gameIconSvg(glyph: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><radialGradient id="i" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${shade(color, 0.45)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></radialGradient></defs>
<rect width="128" height="128" rx="30" fill="url(#i)"/>
<path d="M0 92 Q64 70 128 96 V128 H0 Z" fill="#000" opacity="0.15"/>
<circle cx="98" cy="30" r="12" fill="#fff" opacity="0.25"/>
<text x="64" y="84" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="800" fill="#fff">${escapeXml(glyph)}</text>
</svg>`;
}

const patterns = [
  (c: string) =>
    `<circle cx="480" cy="90" r="130" fill="${shade(c, 0.3)}" opacity="0.35"/><circle cx="540" cy="300" r="70" fill="#fff" opacity="0.12"/>`,
  (c: string) =>
    `<polygon points="380,0 600,0 600,260" fill="${shade(c, 0.4)}" opacity="0.3"/><polygon points="0,400 220,400 0,220" fill="#000" opacity="0.15"/>`,
  (c: string) =>
    `<rect x="360" y="-40" width="220" height="220" rx="40" transform="rotate(20 470 70)" fill="${shade(c, 0.35)}" opacity="0.3"/>`,
  (_c: string) =>
    `<path d="M0 300 C150 240 300 360 600 260 V400 H0 Z" fill="#fff" opacity="0.12"/><circle cx="520" cy="80" r="40" fill="#fff" opacity="0.2"/>`,
];

/** A game's shared listing cover (the bulk seed's listings; demo listings draw their own, listing-art.ts). */
export function gameCoverSvg(gameName: string, glyph: string, tagline: string, color: string, variant: number) {
  const hue = variant % 2 === 0 ? color : shade(color, -0.2);
  const pattern = patterns[variant % patterns.length] ?? patterns[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hue, 0.15)}"/><stop offset="1" stop-color="${shade(hue, -0.45)}"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#c)"/>${pattern?.(hue) ?? ''}
<text x="44" y="120" font-family="${FONT}" font-size="120" font-weight="800" fill="#fff" opacity="0.18">${escapeXml(glyph)}</text>
<text x="44" y="250" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${escapeXml(gameName)}</text>
<rect x="44" y="282" width="${Math.min(500, 40 + [...tagline].length * 26)}" height="56" rx="28" fill="#fff" opacity="0.92"/>
<text x="68" y="320" font-family="${FONT}" font-size="28" font-weight="600" fill="${shade(hue, -0.4)}">${escapeXml(tagline)}</text>
</svg>`;
}

/** A game's shared gallery picture (the bulk seed's listings): a caption over a grid of item tiles. */
export function gameShotSvg(gameName: string, caption: string, color: string, seed: number): string {
  const tiles: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      const lift = ((seed * 7 + row * 5 + col * 3) % 10) / 20;
      tiles.push(
        `<rect x="${40 + col * 124}" y="${120 + row * 104}" width="108" height="88" rx="12" fill="${shade(color, lift - 0.1)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<rect width="800" height="450" fill="${shade(color, -0.6)}"/>
<rect x="0" y="0" width="800" height="84" fill="${shade(color, -0.35)}"/>
<text x="40" y="56" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(caption)}</text>
<text x="760" y="56" text-anchor="end" font-family="${FONT}" font-size="22" fill="#fff" opacity="0.7">${escapeXml(gameName)}</text>
${tiles.join('\n')}
</svg>`;
}
