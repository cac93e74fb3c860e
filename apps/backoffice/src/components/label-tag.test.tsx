import { contrastRatio } from '@gs/web/contrast';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelTag } from './label-tag';

const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;

describe('label tag', () => {
  it("writes a light label colour's name in a shade that reads at 4.5:1", () => {
    render(
      <>
        <LabelTag color="#52c41a">Transferable</LabelTag>
        <LabelTag color="#fa8c16">Retrieval cover</LabelTag>
      </>,
    );
    for (const name of ['Transferable', 'Retrieval cover']) {
      const tag = screen.getByText(name);
      expect(contrastRatio(toHex(tag.style.color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
