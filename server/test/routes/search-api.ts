import type { TestContext } from '../helpers.ts';
import type { SearchResponse } from '../../src/contracts/search.ts';

/** GET /api/search of a test file's app: its status and its answer. */
export const searchApi = (ctx: TestContext) => async (params: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/api/search', query: params });
  return { status: res.statusCode, body: res.json() as SearchResponse };
};
