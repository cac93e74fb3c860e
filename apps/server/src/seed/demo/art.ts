/** Generated demo images as SVG: nothing is downloaded. */

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

export const FONT = `-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans SC', sans-serif`;

/** Shifts a #rrggbb colour lighter (amount > 0) or darker (< 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function logoSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<circle cx="100" cy="28" r="10" fill="#fff" opacity="0.35"/>
<text x="64" y="84" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

export function bannerSvg(title: string, subtitle: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(color, -0.35)}"/><stop offset="1" stop-color="${shade(color, 0.2)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="1010" cy="200" r="150" fill="#fff" opacity="0.08"/><circle cx="1090" cy="90" r="70" fill="#fff" opacity="0.1"/>
<text x="80" y="190" font-family="${FONT}" font-size="60" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="80" y="260" font-family="${FONT}" font-size="30" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

export function iconSvg(glyph: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="46" fill="${shade(color, 0.85)}"/><circle cx="48" cy="48" r="34" fill="${color}"/>
<text x="48" y="60" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(glyph)}</text>
</svg>`;
}

export function tileSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.1)}"/><stop offset="1" stop-color="${shade(color, -0.4)}"/></linearGradient></defs>
<rect width="240" height="240" rx="36" fill="url(#t)"/>
<text x="120" y="138" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">${escapeXml([...name][0] ?? '?')}</text>
<text x="120" y="200" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#fff" opacity="0.9">${escapeXml(name)}</text>
</svg>`;
}

export function adSvg(title: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="590" height="160" viewBox="0 0 590 160">
<rect width="590" height="160" rx="12" fill="${shade(color, 0.8)}"/><rect x="0" y="0" width="12" height="160" fill="${color}"/>
<text x="40" y="92" font-family="${FONT}" font-size="34" font-weight="700" fill="${shade(color, -0.4)}">${escapeXml(title)}</text>
</svg>`;
}
