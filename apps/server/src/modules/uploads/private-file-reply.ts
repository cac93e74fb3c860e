import type { FastifyReply } from 'fastify';
import type { PrivateFile } from './private-uploads.service.ts';

/** A private file answered as bytes: never cached, shown inline, never sniffed as another type. */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff')
    .type(file.contentType)
    .send(file.content);
}
