import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import * as publicImage from '../../../lib/upload-image';
import { ScreenshotsUpload } from './screenshots-upload';

// The upload call is replaced (each test answers it): what the control sends, shows and hands on is checked.
let uploadMock: MockInstance<typeof publicImage.uploadImage>;

function Harness({
  initial,
  max = 50,
  onChange,
}: {
  initial: string[];
  max?: number;
  onChange?: (urls: string[]) => void;
}) {
  const [urls, setUrls] = useState(initial);
  return (
    <ScreenshotsUpload
      id="shots"
      max={max}
      value={urls}
      onChange={(next) => {
        setUrls(next);
        onChange?.(next);
      }}
    />
  );
}

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const srcs = (container: HTMLElement) =>
  [...container.querySelectorAll('li img')].map((img) => img.getAttribute('src'));

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  uploadMock = vi
    .spyOn(publicImage, 'uploadImage')
    .mockImplementation(() => Promise.reject(new Error('not answered in this test')));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScreenshotsUpload', () => {
  it('uploads several pictures at once with progress each, and adds them in order', async () => {
    const finishers: (() => void)[] = [];
    const reporters: ((percent: number) => void)[] = [];
    uploadMock.mockImplementation(
      (file, options) =>
        new Promise((resolve) => {
          reporters.push((percent) => options?.onProgress?.(percent));
          finishers.push(() => resolve({ url: `/uploads/${(file as File).name}`, width: 1, height: 1, size: 1 }));
        }),
    );
    const onChange = vi.fn();
    const { container } = render(<Harness initial={[]} onChange={onChange} />);
    pick(container, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(2));
    // The upload starts in the same task as the progress tile's state update, which React renders a little later.
    expect(await screen.findByLabelText('Uploading a.png')).toBeTruthy();
    act(() => reporters[0]?.(60));
    await waitFor(() =>
      expect(
        screen.getByLabelText('Uploading a.png').querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
      ).toBe('60'),
    );

    act(() => finishers[0]?.());
    act(() => finishers[1]?.());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/b.png']));
    expect(screen.getByText(/2 of 50/)).toBeTruthy();
  });

  it('moves and removes screenshots', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={['/1.webp', '/2.webp', '/3.webp']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move screenshot 3 earlier' }));
    expect(srcs(container)).toEqual(['/1.webp', '/3.webp', '/2.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Move screenshot 1 later' }));
    expect(srcs(container)).toEqual(['/3.webp', '/1.webp', '/2.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove screenshot 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['/3.webp', '/2.webp']);
    expect(screen.getByRole('button', { name: 'Move screenshot 1 earlier' })).toHaveProperty('disabled', true);
  });

  it('refuses pictures beyond the limit and files that are not images', async () => {
    uploadMock.mockResolvedValue({ url: '/uploads/a.png', width: 1, height: 1, size: 1 });
    const { container } = render(<Harness initial={['/1.webp']} max={2} />);
    pick(container, [png('a.png'), png('b.png')]);
    expect(await screen.findByText('At most 2 screenshots')).toBeTruthy();
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));

    const { container: other } = render(<Harness initial={[]} />);
    pick(other, [new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Choose a JPG, PNG, WebP, GIF or AVIF image')).toBeTruthy();
  });
});
