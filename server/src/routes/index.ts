import type { FastifyPluginAsync } from 'fastify';
import { materialRoutes } from './materials/index.ts';
import { tagRoutes } from './tags/index.ts';
import { userRoutes } from './user/index.ts';

/** Every /api route; each resource registers its own routes in its folder. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tagRoutes);
  await app.register(materialRoutes);
  await app.register(userRoutes);
};
