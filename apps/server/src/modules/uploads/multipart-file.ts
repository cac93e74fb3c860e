import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/** The bytes of the request's multipart field "file"; 400 without one, 413 over `maxBytes` (stated in MB or KB). */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'UPLOAD_REJECTED', 'uploadMissing');
  const file = await request.file();
  if (!file) throw new AppError(400, 'UPLOAD_REJECTED', 'uploadMissing');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'uploadTooLarge', {
        // In KB below a megabyte: a 100 KB limit must not read "0 MB" (the body-limit message does the same).
        params: {
          limit: maxBytes >= 1048576 ? `${Math.round(maxBytes / 1048576)} MB` : `${Math.round(maxBytes / 1024)} KB`,
        },
      });
    }
    throw error;
  }
}
