import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from '../../lib/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** 25 megapixels (e.g. 5000 × 5000): above any screenshot or phone photo a listing needs, below costly decodes. */
export const MAX_INPUT_PIXELS = 25_000_000;
const MAX_EDGE = 2048;

let loadingSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/** sharp and libvips (several MB) load with the first image, not with the server. */
function loadSharp() {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // Decoding is CPU work on libuv's thread pool, which password hashing shares: one libvips thread per image and
    // at most (cores − 1) images at a time, so a burst of uploads queues here instead of starving logins.
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** The queue every image decode goes through (exported for its test). */
export const imageWork = pLimit(Math.max(1, availableParallelism() - 1));

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Uploads are untrusted: the bytes must decode as a raster image; it is re-encoded as WebP at most 2048 px on
 * its longer edge, turned upright from its EXIF orientation, and every piece of metadata (EXIF, GPS, ICC
 * comments) dropped — sharp writes none unless asked.
 */
export function reencodeImage(input: Buffer): Promise<ProcessedImage> {
  return imageWork(() => reencodeNow(input));
}

async function reencodeNow(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let header: { format?: string; width?: number; height?: number } = {};
  try {
    // The header only: no pixel is decoded yet. No pixel limit here, so an oversized image gets its own message.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    header = {};
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) {
    throw new AppError(400, 'UPLOAD_REJECTED', 'uploadNotImage');
  }
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(400, 'UPLOAD_REJECTED', 'uploadTooManyPixels', { params: { megapixels: 25 } });
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'UPLOAD_REJECTED', 'uploadNotImage');
  }
}
