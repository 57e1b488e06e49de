import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_LIMITS } from '../../contracts/admin.ts';
import { acceptFiles } from '../../plugins/bodies.ts';
import { communityResources, registerChatReply } from './community.ts';
import { contentResources } from './content.ts';
import { readTableColumns, registerResource } from './resource/index.ts';
import { registerUploads } from './uploads.ts';

/**
 * The editorial console's API under /api/admin (react-admin simple-rest; see README.md in this folder). Every
 * route checks the user's role on the server.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('adminRoles', null as never);
  // Private, always current: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const columns = await readTableColumns(app.db);
  for (const spec of [...contentResources, ...communityResources]) registerResource(app, spec, columns);
  registerChatReply(app);
  // The only routes that take files: multipart with files is parsed here alone, after their role check.
  await app.register(async (uploads) => {
    await acceptFiles(uploads, { fieldSize: 64 * 1024, fields: 50, files: 1, fileSize: Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.audio) });
    registerUploads(uploads);
  });
};
