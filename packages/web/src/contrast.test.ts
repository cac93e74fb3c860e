import { FastColor } from '@ant-design/fast-color';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, accessibleShade, contrastRatio, parseHexColor } from './contrast';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('contrast ratio', () => {
  it('measures the pairs the storefront had (WCAG 2 formula)', () => {
    expect(contrastRatio('#ffffff', '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#1677ff', '#f5f5f5')).toBeCloseTo(3.76, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#abc', '#abc')).toBe(1);
    expect(contrastRatio('red', '#fff')).toBeNaN();
  });

  it("agrees with antd's colour library on any two colours", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const [la, lb] = [new FastColor(a).getLuminance(), new FastColor(b).getLuminance()];
        const expected = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
        expect(contrastRatio(a, b)).toBeCloseTo(expected, 6);
      }),
    );
  });
});

describe('accessible shade of a shop colour', () => {
  it('reads at AA as text on white, on the grey page and on its own 10 % tint, and under white text', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const shade = accessibleShade(color);
        const tint = new FastColor(shade).mix('#ffffff', 90).toHexString();
        for (const background of ['#ffffff', '#f5f5f5', tint]) {
          expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
      }),
    );
  });

  it('keeps a colour that already reads, and otherwise only darkens it (same hue: no channel grows)', () => {
    expect(accessibleShade('#722ed1')).toBe('#722ed1');
    expect(accessibleShade('#000')).toBe('#000000');
    fc.assert(
      fc.property(hexColor, (color) => {
        const original = parseHexColor(color) ?? [];
        const shade = parseHexColor(accessibleShade(color)) ?? [];
        shade.forEach((channel, index) => {
          expect(channel).toBeLessThanOrEqual(original[index] ?? 0);
        });
      }),
    );
  });

  it('is the lightest of the 101 steps towards black that reads: the one a step-by-step search finds first', () => {
    // The standard's formulas written again, unrounded, as the reference.
    const luminance = (rgb: number[]) =>
      rgb
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const tintOverWhite = (rgb: number[]) => rgb.map((channel) => channel * 0.1 + 255 * 0.9);
    const reads = (rgb: number[]) =>
      ratio(rgb, [255, 255, 255]) >= AA_TEXT_CONTRAST &&
      ratio(rgb, [245, 245, 245]) >= AA_TEXT_CONTRAST &&
      ratio(rgb, tintOverWhite(rgb)) >= AA_TEXT_CONTRAST + 0.05;
    fc.assert(
      fc.property(hexColor, (color) => {
        const rgb = parseHexColor(color) ?? [];
        const steps = Array.from({ length: 101 }, (_, step) => rgb.map((c) => Math.floor(c * (1 - step / 100))));
        const first = steps.find(reads) ?? [0, 0, 0];
        expect(parseHexColor(accessibleShade(color))).toEqual(first);
      }),
      { numRuns: 2000 },
    );
  });

  it("deepens the demo shops' light colours just enough: blue stays blue, teal stays teal", () => {
    expect(accessibleShade('#1677ff')).toBe('#1266db');
    expect(accessibleShade('#13a8a8')).toBe('#0d7878');
  });
});
