/** A rendered page (or a redirect) as the cache keeps it. */
export interface CachedPage {
  status: number;
  html?: string;
  location?: string;
}

/**
 * Rendered pages of visitors, kept in this process: at most `maxEntries` (least recently used go first), each for
 * at most `maxAgeMs` (so a process that did not see a change — another process behind the same database — is
 * stale for that long at most). Keys carry the content version, so an edit makes every older entry unreachable.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; storedAt: number }>();
  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage) {
    this.entries.set(key, { page, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  get size() {
    return this.entries.size;
  }
}
