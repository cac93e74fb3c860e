import type { DecorationInfo } from '@gs/shared/tenant';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render-routes';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number): DecorationInfo => ({
  id,
  image: `/uploads/banner-${id}.svg`,
  title: `Banner ${id}`,
  link: `/pages/goodList?gameId=${id}`,
  sort: id,
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('banner carousel', () => {
  it('keeps only the slide in view in the tab order: hidden slides and their copies are inert', async () => {
    const { container } = renderPage('/', <BannerCarousel items={[banner(1), banner(2), banner(3)]} />);
    await screen.findByRole('region', { name: 'Featured' });
    const slides = [...container.querySelectorAll<HTMLElement>('.slick-slide')];
    const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
    // Three slides plus react-slick's copies before and after them for the endless turn.
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(shown).toHaveLength(1);
    for (const slide of hidden) expect(slide.hasAttribute('inert')).toBe(true);
    expect(shown[0]?.hasAttribute('inert')).toBe(false);
    expect(
      within(shown[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pages/goodList?gameId=1');
  });
});
