import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import * as privateImage from '../lib/private-image';
import * as publicImage from '../lib/upload-image';
import { ImageUpload } from './image-upload';

// The upload calls are replaced (each test answers them): what the control sends, shows and hands on is checked.
let uploadMock: MockInstance<typeof publicImage.uploadImage>;
let privateUploadMock: MockInstance<typeof privateImage.uploadPrivateImage>;
let getPrivateMock: MockInstance<typeof privateImage.getPrivateImage>;

const REF = 'private:0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';
// jsdom has no object URLs: hand out numbered ones and record what is revoked.
let objectUrls = 0;
const revoked: string[] = [];

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  const unanswered = () => Promise.reject(new Error('not answered in this test'));
  uploadMock = vi.spyOn(publicImage, 'uploadImage').mockImplementation(unanswered);
  privateUploadMock = vi.spyOn(privateImage, 'uploadPrivateImage').mockImplementation(unanswered);
  getPrivateMock = vi.spyOn(privateImage, 'getPrivateImage').mockImplementation(unanswered);
  objectUrls = 0;
  revoked.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/preview-${++objectUrls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const shownImages = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

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

  describe('private images (ID card photos)', () => {
    it('uploads through the private call, hands the reference to the form and previews the picked file', async () => {
      let report: ((percent: number) => void) | undefined;
      let finish: (() => void) | undefined;
      privateUploadMock.mockImplementation(
        (_file, _purpose, options) =>
          new Promise((resolve) => {
            report = options?.onProgress;
            finish = () => resolve({ id: REF.slice(8), ref: REF, width: 10, height: 10, size: 100 });
          }),
      );
      const onChange = vi.fn();
      // As inside a form: the value the control hands out comes back to it.
      function InForm() {
        const [value, setValue] = useState<string | undefined>();
        return (
          <ImageUpload
            label="Front"
            privatePurpose="realname"
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
        );
      }
      const { container } = render(<InForm />);

      pick(container, new File(['png'], 'front.png', { type: 'image/png' }));
      await waitFor(() => expect(privateUploadMock).toHaveBeenCalledOnce());
      expect(privateUploadMock.mock.calls[0]?.[1]).toBe('realname');
      expect(uploadMock).not.toHaveBeenCalled();
      act(() => report?.(60));
      await waitFor(() =>
        expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('60'),
      );

      act(() => finish?.());
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(REF));
      // The picked file itself is shown (no download of what was just sent); the reference is never an image source.
      const picked = vi.mocked(URL.createObjectURL).mock;
      await waitFor(() => {
        const shown = shownImages(container);
        expect(shown.length).toBeGreaterThan(0);
        // The tile and its preview both show an object URL made from the picked file.
        for (const src of shown) {
          const made = picked.results.findIndex((result) => result.value === src);
          expect(made, String(src)).toBeGreaterThanOrEqual(0);
          expect(picked.calls[made]?.[0]).toBeInstanceOf(File);
        }
      });
      expect(getPrivateMock).not.toHaveBeenCalled();
      expect(container.innerHTML).not.toContain(REF);
    });

    it('shows a stored reference by fetching the image with the token, and frees it when gone', async () => {
      getPrivateMock.mockResolvedValue(new Blob(['webp'], { type: 'image/webp' }));
      const { container, unmount } = render(<ImageUpload label="Front" privatePurpose="realname" value={REF} />);
      await waitFor(() => expect(shownImages(container)).toContain('blob:http://localhost/preview-1'));
      expect(getPrivateMock).toHaveBeenCalledWith(REF, expect.any(AbortSignal));
      expect(container.innerHTML).not.toContain(REF);
      unmount();
      expect(revoked).toEqual(['blob:http://localhost/preview-1']);
    });

    it('says so when the image cannot be fetched, and lets the user remove it', async () => {
      getPrivateMock.mockRejectedValue(new Error('offline'));
      const onChange = vi.fn();
      render(<ImageUpload label="Front" privatePurpose="realname" value={REF} onChange={onChange} />);
      expect(await screen.findByRole('alert')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: /delete|remove/i }));
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    });
  });
});
