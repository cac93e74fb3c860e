import { contrastRatio } from '@gs/web/contrast';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingBadges } from './listing-badges';

/** `rgb(r, g, b)` as jsdom reports an inline colour, back to hex. */
const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;

describe('listing badges', () => {
  it("writes each label in a shade of its colour that reads on the card, the border in the shop's own colour", () => {
    render(
      <ListingBadges
        badges={[
          { type: 'label', value: '1', label: 'Transferable', color: '#52c41a' },
          { type: 'label', value: '2', label: 'Retrieval cover', color: '#fa8c16' },
          { type: 'kind', value: 'self', label: 'Self-operated', color: '#722ed1' },
        ]}
      />,
    );
    for (const [name, color] of [
      ['Transferable', '#52c41a'],
      ['Retrieval cover', '#fa8c16'],
      ['Self-operated', '#722ed1'],
    ] as const) {
      const badge = screen.getByText(name);
      expect(contrastRatio(toHex(badge.style.color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(toHex(badge.style.borderColor)).toBe(color);
    }
    // A colour that already reads is kept as it is.
    expect(toHex(screen.getByText('Self-operated').style.color)).toBe('#722ed1');
  });
});
