import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With INSTANCE_ID set, every answer names the process that served it (`x-instance`): behind a load balancer an
 * operator sees which instance answered. Unset (one instance), nothing is added.
 */
export const instanceIdPlugin = fp<{ instanceId: string | undefined }>(async (app: FastifyInstance, { instanceId }) => {
  if (!instanceId) return;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-instance', instanceId);
  });
});
