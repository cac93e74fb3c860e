import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { PrivateUploadPurpose } from '../src/db/tables/private-uploads.table.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { createPrivateUploads, storePrivateImage } from '../src/modules/uploads/index.ts';
import { authHeaders } from './identity-helpers.ts';
import { testSecretBox } from './trade-fixtures.ts';

/** The private store every test app uses: the run's data folder, the test keyring. */
export const testPrivateUploads = () =>
  createPrivateUploads(path.join(inject('uploadsDir').replace(/\/uploads$/, ''), 'private'), testSecretBox);

/** A small plain photo (PNG) of one colour, as a phone would send an ID card side. */
export const idPhoto = (colour = '#cc3333', width = 40, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Stores an image privately for the user, as the upload route does; answers its reference (`private:<id>`). */
export async function privateUploadOf(
  ctx: RequestContext,
  userId: number,
  purpose: PrivateUploadPurpose = 'realname',
  colour = '#cc3333',
): Promise<string> {
  const result = await storePrivateImage({ ...ctx, userId }, testPrivateUploads(), purpose, await idPhoto(colour));
  return result.ref;
}

/** Both ID card sides of a user, uploaded privately for real name: the level-two input. */
export async function idPhotosOf(ctx: RequestContext, userId: number) {
  const [frontImage, backImage] = await Promise.all([
    privateUploadOf(ctx, userId, 'realname', '#cc3333'),
    privateUploadOf(ctx, userId, 'realname', '#3333cc'),
  ]);
  return { frontImage, backImage };
}

/** Posts a file to `POST /api/upload/private?purpose=…` as a browser form does (multipart, field "file"). */
export function uploadPrivateFile(
  app: FastifyInstance,
  token: string | null,
  content: Buffer,
  options: { purpose?: string; filename?: string; contentType?: string; host?: string; lang?: string } = {},
) {
  const boundary = '----gs-test-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
    `filename="${options.filename ?? 'id.jpg'}"\r\nContent-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: `/api/upload/private?purpose=${options.purpose ?? 'realname'}`,
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': options.lang ?? 'en-US',
    },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
