/** A rendered page (or a redirect) as the cache keeps it. */
export interface CachedPage {
  status: number;
  html?: string;
  location?: string;
}

export interface PageCacheOptions<V> {
  maxEntries: number;
  /** How long an entry is served; `set` may give an entry a shorter life of its own. */
  maxAgeMs: number;
  now?: () => number;
  /** With `sizeOf`: the entries' total size is kept under this too (least recently used go first). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

/**
 * Answers built from content, kept in this process: rendered pages of visitors (plugins/pages.ts) and public API
 * answers (plugins/api-cache.ts). At most `maxEntries` (least recently used go first), each for at most
 * `maxAgeMs` (so a process that did not see a change — another process behind the same database — is stale for
 * that long at most). Keys carry the content version, so an edit makes every older entry unreachable.
 */
export class PageCache<V = CachedPage> {
  private readonly entries = new Map<string, { page: V; storedAt: number; maxAgeMs: number; size: number }>();
  private bytes = 0;
  constructor(private readonly options: PageCacheOptions<V>) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > entry.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: V, maxAgeMs = this.options.maxAgeMs) {
    this.remove(key);
    const size = this.options.sizeOf?.(page) ?? 0;
    this.entries.set(key, { page, storedAt: this.now(), maxAgeMs: Math.min(maxAgeMs, this.options.maxAgeMs), size });
    this.bytes += size;
    const maxBytes = this.options.maxBytes ?? Infinity;
    while (this.entries.size > this.options.maxEntries || (this.bytes > maxBytes && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The entries' total size (by `sizeOf`; 0 without it). */
  get totalBytes() {
    return this.bytes;
  }
}
