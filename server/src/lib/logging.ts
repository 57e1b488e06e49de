import crypto from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a secret: the mailed pins (`?pin=`, `?email-pin=`), tokens, OAuth codes and state,
 * passwords. Their values never reach the log.
 */
const SECRET_PARAMS = /^(pin|email-pin|token|access_token|refresh_token|id_token|code|state|password|secret|key)$/i;

export const REDACTED = '[redacted]';

/** The address with the values of secret query parameters replaced: `/ru/?pin=[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const masked = search
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name stays as it is (and is not a secret parameter's name).
      }
      return eq !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, query)}?${masked}${hash === -1 ? '' : url.slice(hash)}`;
}

/**
 * Log fields that may hold a secret, wherever a log call puts them (pino redaction paths). Headers and bodies are
 * not logged by the request serializer below, but a log call that passes them (or an error that carries them) is
 * covered too. `link` and `url` keep their address with the secret parameters masked (see censor).
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'pin',
  'token',
  'secret',
  'body',
  'link',
  'url',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.new_password',
  '*.pin',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.secret',
  '*.clientSecret',
  '*.body',
  '*.link',
  '*.url',
];

/** Addresses keep their shape (useful when reading a log), with the secrets masked; anything else is replaced. */
function censor(value: unknown): unknown {
  if (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value)) return redactUrl(value);
  return REDACTED;
}

/** A request id from the reverse proxy (X-Request-Id) when it looks like one, else a new random one. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : crypto.randomUUID();
}

/** The Fastify options about request ids: every log line of a request carries it (`reqId`), echoed as X-Request-Id. */
export const requestIdOptions = {
  genReqId: requestId,
} satisfies Partial<FastifyServerOptions>;

/**
 * The server's logger: JSON lines (pino, Fastify's own), one "incoming request" and one "request completed" line per
 * request with its id, method, route address (secret parameters masked), status and time; never a header, a body,
 * a token, a pin or a password.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
