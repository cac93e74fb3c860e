import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { uploadImage } from '../lib/upload-image';
import { ImageUpload } from './image-upload';

vi.mock('../lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/upload-image')>()),
  uploadImage: vi.fn(),
}));
const uploadMock = vi.mocked(uploadImage);

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  uploadMock.mockReset();
});

describe('ImageUpload', () => {
  it('states the limits and refuses a file of the wrong type or too large without sending it', async () => {
    const { container } = render(<ImageUpload label="Front" />);
    expect(screen.getByText('JPG, PNG, WebP, GIF or AVIF, up to 5 MB')).toBeTruthy();

    pick(container, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPG, PNG, WebP, GIF or AVIF image')).toBeTruthy();

    const large = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    pick(container, large);
    expect(await screen.findByText('The image is larger than 5 MB')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads a picked image, shows its progress and hands the URL to the form', async () => {
    let report: ((percent: number) => void) | undefined;
    let finish: (() => void) | undefined;
    uploadMock.mockImplementation(
      (_file, options) =>
        new Promise((resolve) => {
          report = options?.onProgress;
          finish = () => resolve({ url: '/uploads/u/1.webp', width: 10, height: 10, size: 100 });
        }),
    );
    const onChange = vi.fn();
    const { container } = render(<ImageUpload label="Front" onChange={onChange} />);

    pick(container, new File(['png'], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadMock).toHaveBeenCalledOnce());
    act(() => report?.(40));
    await waitFor(() =>
      expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('40'),
    );

    act(() => finish?.());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/u/1.webp'));
  });
});
