import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caches } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { imageWork, MAX_INPUT_PIXELS, reencodeImage } from './image-processing.ts';
import { createDiskMediaStore, type MediaStore } from './media-store.ts';
import { assertOwnUpload, storeUserImage, userUploadPrefix } from './uploads.service.ts';

// Only the tenant id and the clock are read here: no database needed.
const ctx = {
  tenantId: 7,
  clock: { now: () => new Date('2026-11-23T10:00:00Z') },
  caches: new Caches(),
} as unknown as RequestContext;

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'gs-uploads-test-'));
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** A photo as a phone takes it: EXIF with the owner and a location note, a wide-gamut ICC profile, rotated 90°. */
const phonePhoto = () =>
  solid(60, 20)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'GPS 39.9042N 116.4074E home' } },
    })
    .withIccProfile('p3')
    .toBuffer();

/** A `size` × `size` one-bit PNG (12000: 17 kB on disk, 144 megapixels once decoded). */
function decompressionBomb(size = 12_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + size / 8) * size);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const notAnImage = { status: 400, errorCode: 'UPLOAD_REJECTED', messageKey: 'uploadNotImage' };

describe('re-encoding', () => {
  it('writes WebP with no EXIF, ICC or XMP, turned upright from the EXIF orientation', async () => {
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await reencodeImage(input);
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 60 });
    expect({ width: image.width, height: image.height }).toEqual({ width: 20, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.data.includes(Buffer.from('secret-owner-name'))).toBe(false);
    expect(image.data.includes(Buffer.from('116.4074E'))).toBe(false);
  });

  it('shrinks the longer edge to 2048 px and never enlarges a small image', async () => {
    const wide = await reencodeImage(await solid(3000, 1000).png().toBuffer());
    expect([wide.width, wide.height]).toEqual([2048, 683]);
    const small = await reencodeImage(await solid(64, 48).png().toBuffer());
    expect([small.width, small.height]).toEqual([64, 48]);
  });

  it('accepts PNG, WebP and GIF; an animated GIF keeps its first frame only', async () => {
    for (const input of [await solid(8, 8).png().toBuffer(), await solid(8, 8).webp().toBuffer()]) {
      expect((await sharp((await reencodeImage(input)).data).metadata()).format).toBe('webp');
    }
    const red = await solid(8, 8).png().toBuffer();
    const blue = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const image = await reencodeImage(animated);
    const out = await sharp(image.data).metadata();
    expect(out.pages ?? 1).toBe(1);
    expect([image.width, image.height]).toEqual([8, 8]);
  });

  it('refuses what is not a raster image, whatever it claims to be', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>';
    const png = await solid(300, 300).png({ compressionLevel: 0 }).toBuffer();
    for (const input of [
      Buffer.from('<?php echo shell_exec($_GET["c"]); ?>'),
      Buffer.from(svg),
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.alloc(0),
      png.subarray(0, 2000),
    ]) {
      await expect(reencodeImage(input)).rejects.toMatchObject(notAnImage);
    }
  });

  it('refuses a decompression bomb, and anything above 25 megapixels, from its header without decoding it', async () => {
    const tooManyPixels = { status: 400, errorCode: 'UPLOAD_REJECTED', messageKey: 'uploadTooManyPixels' };
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(reencodeImage(bomb)).rejects.toMatchObject(tooManyPixels);
    // 6000 × 6000 (36 MP, a 35 kB file) cost 0.7 s of CPU to decode under the old 40 MP limit.
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    await expect(reencodeImage(decompressionBomb(6000))).rejects.toMatchObject(tooManyPixels);
    await expect(reencodeImage(decompressionBomb(5008))).rejects.toMatchObject(tooManyPixels);
  });

  it('decodes images one queue at a time: a burst of uploads waits instead of taking every thread', async () => {
    expect(imageWork.concurrency).toBeLessThanOrEqual(Math.max(1, os.availableParallelism() - 1));
    const input = await solid(800, 800).png().toBuffer();
    let mostAtOnce = 0;
    const burst = Array.from({ length: 6 }, () => reencodeImage(input));
    const sample = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, imageWork.activeCount);
    }, 1);
    expect(imageWork.pendingCount + imageWork.activeCount).toBe(6);
    await Promise.all(burst);
    clearInterval(sample);
    expect(mostAtOnce).toBeLessThanOrEqual(imageWork.concurrency);
    expect(imageWork.activeCount + imageWork.pendingCount).toBe(0);
  });
});

describe('storing a user’s image', () => {
  it('stores the re-encoded bytes under the user’s own prefix and month and answers URL, size and dimensions', async () => {
    const stored: { key: string; content: Buffer }[] = [];
    const media: MediaStore = {
      async put(key, content) {
        stored.push({ key, content: Buffer.from(content) });
        return `/uploads/${key}`;
      },
    };
    const result = await storeUserImage({ ...ctx, userId: 42 }, media, await phonePhoto());
    expect(stored).toHaveLength(1);
    const [file] = stored;
    expect(file?.key).toMatch(/^u\/7\/42\/2026-11\/[\w-]{16}\.webp$/);
    expect(result).toEqual({ url: `/uploads/${file?.key}`, width: 20, height: 60, size: file?.content.length });
    expect(result.url.startsWith(userUploadPrefix(7, 42))).toBe(true);
    expect((await sharp(file?.content).metadata()).exif).toBeUndefined();

    const second = await storeUserImage({ ...ctx, userId: 42 }, media, await phonePhoto());
    expect(second.url).not.toBe(result.url);
  });

  it('stores nothing when the bytes are refused', async () => {
    const stored: string[] = [];
    const media: MediaStore = {
      async put(key) {
        stored.push(key);
        return `/uploads/${key}`;
      },
    };
    await expect(
      storeUserImage({ ...ctx, userId: 42 }, media, Buffer.from('GIF89a but not really')),
    ).rejects.toMatchObject(notAnImage);
    expect(stored).toEqual([]);
  });
});

describe('assertOwnUpload', () => {
  const own = `${userUploadPrefix(7, 4)}2026-11/abc_DEF-123.webp`;

  it('accepts the user’s own upload', () => {
    expect(() => assertOwnUpload({ ...ctx, userId: 4 }, own)).not.toThrow();
  });

  it('refuses another user’s, another tenant’s, a lookalike prefix, traversal and outside addresses', () => {
    for (const url of [
      `${userUploadPrefix(7, 42)}2026-11/x.webp`, // user 42 is not user 4, though "42" starts with "4"
      `${userUploadPrefix(8, 4)}2026-11/x.webp`,
      `/uploads/u/7/4x/2026-11/x.webp`,
      `${userUploadPrefix(7, 4)}../42/2026-11/x.webp`,
      `${userUploadPrefix(7, 4)}%2e%2e/42/x.webp`,
      `${userUploadPrefix(7, 4)}x.webp?redirect=https://evil.example`,
      `https://evil.example${own}`,
      `//evil.example${own}`,
      '/uploads/fixture/cover.svg',
      '',
    ]) {
      expect(() => assertOwnUpload({ ...ctx, userId: 4 }, url), url).toThrow(
        expect.objectContaining({ errorCode: 'UPLOAD_REJECTED', messageKey: 'uploadNotOwned' }),
      );
    }
  });
});

describe('the disk media store', () => {
  it('writes the file under its folder and answers its public URL', async () => {
    const store = createDiskMediaStore(path.join(workDir, 'uploads'));
    const url = await store.put('u/7/4/2026-11/a.webp', Buffer.from('bytes'));
    expect(url).toBe('/uploads/u/7/4/2026-11/a.webp');
    expect(readFileSync(path.join(workDir, 'uploads', 'u/7/4/2026-11/a.webp'), 'utf8')).toBe('bytes');
  });

  it('refuses keys that would leave its folder or hide a file, writing nothing', async () => {
    const root = path.join(workDir, 'jail', 'uploads');
    const store = createDiskMediaStore(root);
    for (const key of ['../escaped.txt', 'u/../../escaped.txt', '/etc/escaped.txt', '.hidden', 'u/a b.txt', '']) {
      await expect(store.put(key, 'x'), key).rejects.toThrow(/Unsafe media key/);
    }
    expect(existsSync(path.join(workDir, 'jail'))).toBe(false);
    expect(existsSync('/etc/escaped.txt')).toBe(false);
  });
});
