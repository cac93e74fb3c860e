import { envelopeSchema } from '@gs/shared/envelope';
import { privateUploadIdParamsSchema, privateUploadQuerySchema, privateUploadResultSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import { readUploadedFile } from './multipart-file.ts';
import { sendPrivateFile } from './private-file-reply.ts';
import { type PrivateUploads, readOwnPrivateUpload, storePrivateImage } from './private-uploads.service.ts';

export interface PrivateUploadsRoutesOptions {
  privateUploads: PrivateUploads;
  maxBytes: number;
}

/** Private uploads (ID photos, real-name screenshots): stored sealed, read back only by their owner here. */
export const privateUploadsRoutes: FastifyPluginAsyncZod<PrivateUploadsRoutesOptions> = async (
  app,
  { privateUploads, maxBytes },
) => {
  app.post(
    '/upload/private',
    {
      onRequest: requireUser,
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 60_000,
          keyGenerator: (request) => `private-upload:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a private image (multipart field "file", at most 5 MB): re-encoded, metadata stripped, encrypted at rest; answers an opaque reference',
        consumes: ['multipart/form-data'],
        querystring: privateUploadQuerySchema,
        response: { 200: envelopeSchema(privateUploadResultSchema) },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, maxBytes);
      return ok(await storePrivateImage(userContext(request), privateUploads, request.query.purpose, bytes));
    },
  );

  app.get(
    '/upload/private/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'One of the signed-in user’s private images, never cached (another user’s: 404)',
        params: privateUploadIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readOwnPrivateUpload(userContext(request), privateUploads, request.params.id);
      return sendPrivateFile(reply, file);
    },
  );
};
