import fp from 'fastify-plugin';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorResponse } from '../contracts/common.ts';

/** Methods whose requests carry a body that Fastify parses: they can fail on the body itself. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What each error status means, for the OpenAPI document (the body is always `{message}`, 422 adds `errors`). */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a body that cannot be read as its content type says (malformed JSON, form or multipart data), or a path that is not valid percent-encoding.',
  401: 'Not signed in: no bearer token, or one that has expired or was revoked.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found.',
  413: 'The body is too large (1 MB; a multipart field 64 KB).',
  414: 'The URL is too long (a path parameter over 100 characters, or a request line over the proxy\'s limit).',
  415: 'The body\'s content type is not accepted: send JSON, an urlencoded form or multipart form data.',
  422: 'Validation failed: `{message, errors: {field: [text]}}`, the first message on top.',
  429: 'Too many requests: try again after the Retry-After header\'s seconds.',
  503: 'Temporarily unavailable: the server is overloaded (MAX_REQUESTS_IN_FLIGHT), the database cannot be reached or the server is shutting down (see Retry-After), or a service the call needs (mail, a sign-in provider) is not configured or not answering.',
};

const errorSchemaJson = JSON.stringify(ErrorResponse);
/** Marks, in the transform, the answers whose body is exactly ErrorResponse; transformObject turns them into a $ref. */
const SHARED = 'x-shared-error';

const retryAfter = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' } };

interface RouteSchema {
  hide?: boolean;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  querystring?: unknown;
  params?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
}

/**
 * The error statuses a route can answer besides those its handler chooses (403, 404, 409, …, written in its
 * schema): every route 414 (long URL), 429 (rate limits) and 503 (database unreachable, shutting down); a route
 * with an input schema 422; a route with a body or path parameters 400; a route with a body 413 and 415; a
 * route that needs a user (its schema names a security scheme) 401.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url'>, schema: RouteSchema): number[] {
  const methods = [route.method].flat().map((m) => String(m).toUpperCase());
  const hasBody = methods.some((m) => BODY_METHODS.has(m));
  const hasPathParams = /[:*]/.test(route.url);
  const statuses = [414, 429, 503];
  if (schema.querystring || schema.params || schema.body || schema.headers) statuses.push(422);
  if (hasBody || hasPathParams) statuses.push(400);
  if (hasBody) statuses.push(413, 415);
  if (schema.security?.length) statuses.push(401);
  return statuses.sort();
}

/** The tags of the operations, declared with what each groups (Spectral: operation-tag-defined). */
export const API_TAGS = [
  { name: 'content', description: 'Materials, courses, tags and search: what the site teaches.' },
  { name: 'library', description: 'The library: books and their chapters.' },
  { name: 'pages', description: 'The single pages: team, gallery, dishes, places of the map.' },
  { name: 'engagement', description: 'Likes, bookmarks, comments and shares.' },
  { name: 'account', description: 'Registration, sign-in (also with Google and Facebook), passwords and e-mail confirmation.' },
  { name: 'profile', description: "The signed-in reader's data, favourites, questionnaire and help chat." },
  { name: 'hashtags', description: "The educators' hashtag tool and its shared selections." },
  { name: 'images', description: 'Pictures made from /storage/: responsive variants and share pictures.' },
  { name: 'seo', description: 'Sitemap and robots.txt.' },
  { name: 'admin', description: "The team's administration: content, accounts, comments and chats." },
  { name: 'operations', description: 'Health, readiness and metrics for the people who run the site.' },
];

/**
 * An operation's name for generated clients, from its method and path: GET /api/materials/:slug →
 * getMaterialsBySlug, DELETE /api/admin/users/:id → deleteAdminUsersById; a path with a trailing slash (the spec's
 * comment address, also answered without it) ends in …Slash. A route may name its own.
 */
export function operationIdOf(method: RouteOptions['method'], url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part === '*' ? 'by-path' : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/).filter(Boolean));
  const verb = [method].flat()[0].toLowerCase();
  if (url.length > 1 && url.endsWith('/')) words.push('slash');
  return [verb, ...words].map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

/** The name a route's trailing wildcard (`/img/og/*`) has in the document: `{path}`, which a client can fill. */
const WILDCARD_NAME = 'path';

/**
 * Fastify's wildcard parameter `*` (a path with slashes) as the named parameter `{path}`: the route and its handler
 * are unchanged (Fastify fills `*` from `/img/og/covers/a.webp` and from `/img/og/covers%2Fa.webp` alike).
 */
function withNamedWildcard(schema: RouteSchema, url: string): { schema: RouteSchema; url: string } {
  if (!url.endsWith('*')) return { schema, url };
  const params = schema.params as { properties?: Record<string, Record<string, unknown>>; required?: string[] } | undefined;
  const properties = Object.fromEntries(
    Object.entries(params?.properties ?? {}).map(([key, value]) =>
      key === '*' ? [WILDCARD_NAME, { ...value, description: `${value.description ?? ''} May contain slashes.`.trim() }] : [key, value],
    ),
  );
  const required = params?.required?.map((key) => (key === '*' ? WILDCARD_NAME : key));
  return { schema: { ...schema, params: { ...params, properties, required } }, url: `${url.slice(0, -1)}:${WILDCARD_NAME}` };
}

/**
 * @fastify/swagger's transform: names each operation (operationId), gives a wildcard parameter a name, adds the common error answers to every operation of the document (the route's
 * own schema, used for validation and serialisation, is left as it is), and gives every error answer its meaning.
 */
export function withErrorResponses({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const given = schema as RouteSchema | undefined;
  if (!given || given.hide) return { schema, url };
  const named = withNamedWildcard(given, url);
  const routeSchema: RouteSchema = { ...named.schema, operationId: given.operationId ?? operationIdOf(route.method, url) };
  url = named.url;
  const response: Record<string, unknown> = { ...(routeSchema.response ?? { 200: { description: 'Default Response' } }) };
  for (const status of errorStatusesOf(route, routeSchema)) response[status] ??= ErrorResponse;
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
    const given = response[status] as { description?: string } | undefined;
    if (!given) continue;
    response[status] = {
      ...given,
      ...(JSON.stringify(given) === errorSchemaJson ? { [SHARED]: true } : {}),
      // the answer's description, not the schema's (@fastify/swagger moves it to the response object)
      'x-response-description': given.description ?? description,
      ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
    };
  }
  return { schema: { ...routeSchema, response } as FastifySchema, url };
}


interface OpenApiDoc {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * @fastify/swagger's transformObject: the error body, written inline in hundreds of answers, becomes one
 * component that they refer to (the document shrinks by half).
 */
export const withSharedErrorSchema: SwaggerTransformObject = (documentObject) => {
  const doc = (documentObject as { openapiObject: OpenApiDoc }).openapiObject;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Error: JSON.parse(errorSchemaJson) } };
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      for (const answer of Object.values(op?.responses ?? {})) {
        const media = answer?.content?.['application/json'];
        if (media?.schema && (media.schema as Record<string, unknown>)[SHARED] === true) {
          media.schema = { $ref: '#/components/schemas/Error' };
        }
      }
    }
  }
  return doc as ReturnType<SwaggerTransformObject>;
};

/** The OpenAPI document of every route (from the route schemas), served with its UI at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jewish culture site API',
        description:
          'The API of the bilingual educational site. Errors answer `{message}`; validation failures answer 422 `{message, errors: {field: [text]}}`. ' +
          'Every operation lists the error statuses it can answer: 400 (unreadable body or URL), 413 and 415 (body too large or of another type) on calls with a body, ' +
          '401 on calls that need a user, 414, 422, 429 (with Retry-After) and 503 (with Retry-After) on every call.',
        version: '1.0.0',
      },
      tags: API_TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: withErrorResponses,
    transformObject: withSharedErrorSchema,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
