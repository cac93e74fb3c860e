import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { ImageUpload, type ImageUploader } from './image-upload';

function Harness({ upload, initial = '' }: { upload: ImageUploader; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <App>
      <ImageUpload value={value} onChange={setValue} upload={upload} alt="Banner" maxSizeMb={1} />
      <output data-testid="value">{value}</output>
    </App>
  );
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe('ImageUpload', () => {
  it('uploads a chosen image, shows its progress, then offers to replace or remove it', async () => {
    let finish: (value: { url: string }) => void = () => {};
    const upload = vi.fn<ImageUploader>((_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    render(<Harness upload={upload} />);
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    finish({ url: '/uploads/t/1/a.webp' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/uploads/t/1/a.webp'));
    expect(screen.getByRole('img', { name: 'Banner' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses a file of another type or over the size limit without sending it, and says why', async () => {
    const upload = vi.fn<ImageUploader>(async () => ({ url: '/uploads/x.webp' }));
    render(<Harness upload={upload} />);
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/PNG, JPEG, WebP or GIF/);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText(/larger than 1 MB/)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const upload = vi.fn<ImageUploader>(async () => {
      throw new Error('The file is not an image.');
    });
    render(<Harness upload={upload} />);
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
