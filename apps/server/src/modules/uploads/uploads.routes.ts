import multipart from '@fastify/multipart';
import { envelopeSchema } from '@gs/shared/envelope';
import { uploadResultSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import type { MediaStore } from './media-store.ts';
import { storeUserImage } from './uploads.service.ts';

export interface UploadRoutesOptions {
  media: MediaStore;
  maxBytes: number;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { media, maxBytes }) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/common/upload',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file", at most 5 MB); re-encoded, metadata stripped',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(400, 'UPLOAD_REJECTED', 'uploadMissing');
      const file = await request.file();
      if (!file) throw new AppError(400, 'UPLOAD_REJECTED', 'uploadMissing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
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
      return ok(await storeUserImage(userContext(request), media, bytes));
    },
  );
};
