import type { DecorationInfo } from '@gs/shared/tenant';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render-routes';
import { BANNER_TURN_MS } from '../hooks/use-banner-turn';
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
  it('keeps only the slide in view in the tab order, and the dots turn it', async () => {
    renderPage('/', <BannerCarousel items={[banner(1), banner(2), banner(3)]} />);
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const inert = () => slides.map((slide) => slide.hasAttribute('inert'));
    expect(inert()).toEqual([false, true, true]);
    // Only the slide in view has a link a keyboard reaches (jsdom does not take inert links out of the roles).
    const reachable = () =>
      slides.filter((slide) => !slide.hasAttribute('inert')).flatMap((slide) => within(slide).getAllByRole('link'));
    expect(reachable().map((link) => link.getAttribute('href'))).toEqual(['/pages/goodList?gameId=1']);
    const dots = within(carousel).getAllByRole('button', { name: /^Show banner/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);

    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(inert()).toEqual([true, true, false]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(reachable().map((link) => link.getAttribute('href'))).toEqual(['/pages/goodList?gameId=3']);
  });

  it('turns by itself every few seconds until the visitor pauses it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderPage('/', <BannerCarousel items={[banner(1), banner(2)]} />);
      const carousel = await screen.findByRole('region', { name: 'Featured' });
      const current = () =>
        within(carousel)
          .getAllByRole('button', { name: /^Show banner/ })
          .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      expect(current()).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS));
      expect(current()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS));
      expect(current()).toBe(0);

      fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
      // The button holds focus: blur it so only the pause holds the turn.
      fireEvent.blur(screen.getByRole('button', { name: 'Play the banners' }));
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS * 3));
      expect(current()).toBe(0);

      fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
      fireEvent.blur(screen.getByRole('button', { name: 'Pause the banners' }));
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS));
      expect(current()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not turn while a pointer rests on it or focus is inside it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderPage('/', <BannerCarousel items={[banner(1), banner(2)]} />);
      const carousel = await screen.findByRole('region', { name: 'Featured' });
      const first = screen.getByRole('button', { name: 'Show banner 1' });
      fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS * 2));
      expect(first.getAttribute('aria-current')).toBe('true');
      fireEvent.pointerLeave(carousel);
      fireEvent.focus(first);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS * 2));
      expect(first.getAttribute('aria-current')).toBe('true');
      fireEvent.blur(first);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_TURN_MS));
      expect(first.getAttribute('aria-current')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has neither dots nor a pause button for one banner', async () => {
    renderPage('/', <BannerCarousel items={[banner(1)]} />);
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).queryAllByRole('button')).toEqual([]);
    expect(within(carousel).getByRole('group').hasAttribute('inert')).toBe(false);
  });

  it('names its parts in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderPage('/', <BannerCarousel items={[banner(1), banner(2)]} />);
    const carousel = await screen.findByRole('region', { name: '精选推荐' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('轮播');
    expect(within(carousel).getAllByRole('group')[1]?.getAttribute('aria-label')).toBe('第 2 张，共 2 张');
    expect(within(carousel).getByRole('button', { name: '暂停轮播' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: '显示第 2 张' })).toBeTruthy();
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
