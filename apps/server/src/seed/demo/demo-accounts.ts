import type { SellingAttributesInput } from '@gs/shared/selling';
import type { AttributeDef, GameCatalogue } from '../../modules/catalogue/index.ts';
import { escapeXml, FONT } from './art.ts';

/*
 * What the demo's own sellers fill in when they sell an account (consignment, quick recycle, price competition):
 * the values a form of the game's template would take, the region picked last, and a screenshot as a phone takes it.
 */

/** A value of the attribute as a seller would pick it: the second choice, a number mid-range, two tags. */
function demoValue(attribute: AttributeDef): SellingAttributesInput[string] | undefined {
  const [first, second] = attribute.choices;
  switch (attribute.kind) {
    case 'single':
      return (second ?? first)?.id;
    case 'multiple':
      return first ? attribute.choices.slice(0, 2).map((choice) => choice.id) : undefined;
    case 'level':
      return first ? [[first.id, Math.min(1, Math.max(0, attribute.levels.length - 1))]] : undefined;
    case 'number': {
      const min = attribute.min ?? 0;
      const max = attribute.max ?? min + 100;
      return Math.round((min + max) / 2);
    }
    case 'text':
      return attribute.required ? 'Demo' : undefined;
    case 'date':
      return attribute.required ? '2021-06-01' : undefined;
  }
}

/** Values for the attributes of a form (the recycle form's flagged ones, or the whole template to sell). */
export function demoAttrs(catalogue: GameCatalogue, form: 'sell' | 'recycle'): SellingAttributesInput {
  const attributes = form === 'recycle' ? catalogue.attributes.filter((a) => a.onRecycleForm) : catalogue.attributes;
  const attrs: SellingAttributesInput = {};
  for (const attribute of attributes) {
    const value = demoValue(attribute);
    if (value !== undefined) attrs[String(attribute.id)] = value;
  }
  return attrs;
}

/** The first region a picker offers, followed down to a node without children (the one picked last). */
export function demoRegionNode(catalogue: GameCatalogue): number | undefined {
  let node = catalogue.roots[0];
  while (node && node.childIds.length > 0) node = catalogue.regions.get(node.childIds[0] ?? 0);
  return node?.id;
}

/** A made-up game screenshot, rendered to PNG as a phone would deliver it (uploads re-encode it). */
export async function demoScreenshot(caption: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<rect width="960" height="540" fill="${color}"/>
<rect x="40" y="40" width="880" height="460" rx="24" fill="#ffffff" opacity="0.15"/>
<text x="80" y="280" font-family="${FONT}" font-size="48" fill="#ffffff">${escapeXml(caption)}</text>
<text x="80" y="460" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.7">DEMO · 演示截图</text>
</svg>`;
  const { default: sharp } = await import('sharp'); // only when seeding: the server itself loads it with an upload
  return sharp(Buffer.from(svg)).png().toBuffer();
}
