import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The origin of a configured URL template, for the content security policy. Leaflet fills `{s}` with a, b or c
 * (its default subdomains): every subdomain is allowed (`https://*.tiles.example.org`).
 */
function originOf(template: string | null): string[] {
  if (!template) return [];
  try {
    return [new URL(template.replaceAll('{s}', '*').replace(/\{[a-z]\}/g, 'a')).origin];
  } catch {
    return [];
  }
}

/**
 * Permissions-Policy: every powerful feature denied but clipboard-write (the "copy link" buttons); only features
 * Chromium recognises (an unknown one warns on every page), and no ad topics.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer', 'browsing-topics', 'camera', 'clipboard-read', 'display-capture', 'encrypted-media', 'fullscreen',
    'gamepad', 'geolocation', 'gyroscope', 'hid', 'identity-credentials-get', 'idle-detection', 'interest-cohort',
    'local-fonts', 'magnetometer', 'microphone', 'midi', 'otp-credentials', 'payment', 'picture-in-picture',
    'publickey-credentials-create', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'speaker-selection',
    'storage-access', 'usb', 'window-management', 'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/**
 * Helmet's security headers on every answer (CSP, HSTS, nosniff, frame and referrer policies …), and the
 * Permissions-Policy above (helmet has none).
 *
 * Helmet itself, built once, rather than @fastify/helmet: that plugin builds helmet's middleware again on every
 * request (parsing the CSP directives each time), 15 % of the CPU time of an API answer served from the cache.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(app.config.site.mapTileUrl)],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
