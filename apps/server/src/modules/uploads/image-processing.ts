import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 2048;

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
export async function reencodeImage(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError(400, 'UPLOAD_REJECTED', 'uploadNotImage');
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
