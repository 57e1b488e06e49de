import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { listenOn, notify } from '../repositories/operations.ts';

/**
 * The version of the published content: `contentChanged()` moves it (caches keyed on it drop), `itemsChanged(tags)`
 * drops the entries of a few items; on PostgreSQL both reach the other instances by NOTIFY (server/README.md).
 */
declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: () => number;
    contentChanged: () => void;
    /** Items changed by what visitors write, by their cache tags: here and, on PostgreSQL, in every other instance. */
    itemsChanged: (tags: string[]) => void;
    /** Calls `listener` with the tags of every `itemsChanged`, this instance's and the others'. */
    onItemsChanged: (listener: (tags: string[]) => void) => void;
  }
}

export const CONTENT_CHANNEL = 'content_changed';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export const contentVersionPlugin = fp(async (app: FastifyInstance) => {
  let version = 1;
  app.decorate('contentVersion', () => version);
  const listeners: ((tags: string[]) => void)[] = [];
  app.decorate('onItemsChanged', (listener: (tags: string[]) => void) => {
    listeners.push(listener);
  });
  const changeItems = (tags: string[]) => {
    if (tags.length > 0) for (const listener of listeners) listener(tags);
  };

  const connectionString = app.db.kind === 'postgres' ? app.db.connectionString : undefined;
  if (!connectionString) {
    app.decorate('contentChanged', () => {
      version += 1;
    });
    app.decorate('itemsChanged', changeItems);
    return;
  }

  // Our own notifications come back to us too: they carry this instance's id and are not counted twice.
  const instanceId = crypto.randomUUID();
  let client: pg.Client | null = null;
  let closing = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closing || retry) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, delay);
    retry.unref();
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'content-version listener' });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (closing) return;
      app.log.warn({ err: error }, 'content-version listener lost its connection; reconnecting');
      // Changes made while we were not listening were not heard: drop what the caches hold.
      version += 1;
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    // Payload: the sender's id for a content change; `w:`, the id, a space and the tags for changed items.
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL || !message.payload) return;
      if (message.payload.startsWith('w:')) {
        const [sender, ...tags] = message.payload.slice(2).split(' ');
        if (sender !== instanceId) changeItems(tags.filter(Boolean));
      } else if (message.payload !== instanceId) version += 1;
    });
    try {
      await next.connect();
      await listenOn(next, CONTENT_CHANNEL);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closing) {
      await next.end().catch(() => {});
      return;
    }
    if (failures > 0) {
      app.log.info('content-version listener reconnected');
      version += 1;
    }
    failures = 0;
    client = next;
  }

  const announce = (payload: string) =>
    notify(app.db, CONTENT_CHANNEL, payload).catch((error: unknown) => {
      app.log.error({ err: error }, 'change not announced to other instances');
    });
  app.decorate('contentChanged', () => {
    version += 1;
    void announce(instanceId);
  });
  // NOTIFY takes 8000 bytes: more tags than fit (never from one write today) drop everything instead.
  app.decorate('itemsChanged', (tags: string[]) => {
    if (tags.length === 0) return;
    changeItems(tags);
    const payload = `w:${instanceId} ${tags.join(' ')}`;
    if (Buffer.byteLength(payload) < 7900) void announce(payload);
    else app.contentChanged();
  });

  // Listening before the server answers; should this first attempt fail, it retries in the background.
  await listen();

  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  });
});
