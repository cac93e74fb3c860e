import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { Gallery } from './gallery';

const images = ['/uploads/cover-1.webp', '/uploads/shot-2.webp', '/uploads/shot-3.webp'];

describe('listing gallery', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('shows its pictures as plain images, the first loaded at once, with no preview code until one is zoomed', () => {
    const { container } = render(<Gallery images={images} title="V8 account" />);
    const first = screen.getByRole('button', { name: 'V8 account, picture 1 of 3' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe(images[0]);
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(
      screen.getByRole('button', { name: 'V8 account, picture 2 of 3' }).querySelector('img')?.getAttribute('loading'),
    ).toBe('lazy');
    // antd's Image (and its preview) is not rendered with the page.
    expect(container.querySelector('.ant-image')).toBeNull();
    expect(document.querySelector('.ant-image-preview')).toBeNull();
  });

  it('renders on the server with its first picture only: the others, and the thumbnails, come once the app runs', () => {
    const html = renderToString(<Gallery images={images} title="V8 account" />);
    const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([images[0]]);
    // Each picture's button is there, named, and keeps its place in the stage.
    for (const index of [1, 2, 3]) expect(html).toContain(`aria-label="V8 account, picture ${index} of 3"`);
  });

  it('opens the full-screen preview at the picture clicked, and closes it with Escape', async () => {
    render(<Gallery images={images} title="V8 account" />);
    fireEvent.click(screen.getByRole('button', { name: 'V8 account, picture 2 of 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(images[1]);
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    // jsdom runs no transition: the preview is left in its closing animation, which closing starts.
    await waitFor(() => expect(dialog.className).toContain('ant-image-preview-fade-leave'));
    // Opened again from another picture, it shows that one.
    fireEvent.click(screen.getByRole('button', { name: 'V8 account, picture 3 of 3' }));
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('src')).toBe(images[2]));
  });
});
