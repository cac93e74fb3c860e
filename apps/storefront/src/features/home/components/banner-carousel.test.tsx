import type { DecorationInfo } from '@gs/shared/tenant';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
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

  it('is rendered on the server with the first banner’s picture only: the others come once the app runs', () => {
    const html = renderToString(
      <MemoryRouter>
        <BannerCarousel items={[banner(1), banner(2), banner(3)]} />
      </MemoryRouter>,
    );
    const sources = new Set([...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]));
    expect([...sources]).toEqual(['/uploads/banner-1.svg']);
    // Every banner's link is there (a crawler follows them).
    for (const id of [1, 2, 3]) expect(html).toContain(`href="/pages/goodList?gameId=${id}"`);
  });
});
