import multipart from '@fastify/multipart';
import { envelopeSchema } from '@gs/shared/envelope';
import { uploadResultSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUserOrSetupStaff, userContext } from '../../plugins/auth.ts';
import type { MediaStore } from './media-store.ts';
import { readUploadedFile } from './multipart-file.ts';
import { privateUploadsRoutes } from './private-uploads.routes.ts';
import type { PrivateUploads } from './private-uploads.service.ts';
import { storeUserImage } from './uploads.service.ts';

export interface UploadRoutesOptions {
  media: MediaStore;
  /** The private store (ID photos, real-name screenshots), served only to their owner by its own routes. */
  privateUploads: PrivateUploads;
  maxBytes: number;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  { media, privateUploads, maxBytes },
) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  await app.register(privateUploadsRoutes, { privateUploads, maxBytes });

  app.post(
    '/common/upload',
    {
      onRequest: requireUserOrSetupStaff,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file", at most 5 MB); re-encoded, metadata stripped',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, maxBytes);
      return ok(await storeUserImage(userContext(request), media, bytes));
    },
  );
};
