/** A rendered page (or a redirect) as the cache keeps it. */
export interface CachedPage {
  status: number;
  /** The document, UTF-8 (half the memory of a JavaScript string for the Cyrillic text and the JSON payload). */
  html?: Buffer;
  location?: string;
}

export interface PageCacheOptions<V> {
  maxEntries: number;
  /** How long an entry is served; `set` may give an entry a shorter life of its own. */
  maxAgeMs: number;
  now?: () => number;
  /** With `sizeOf`: the entries' total size is kept under this too (least recently used go first). */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
}

export interface SetOptions {
  maxAgeMs?: number;
  /** What the value was built from (`materials:ru:shabbat`): `invalidate` of any of them drops it. */
  tags?: Iterable<string>;
  /** `mark()` taken before the value's data was read: a change of its tags since then leaves it unstored. */
  since?: number;
}

interface Entry<V> {
  page: V;
  storedAt: number;
  maxAgeMs: number;
  size: number;
  tags: readonly string[];
}

/** Invalidations remembered for `changedBetween`: more than renders that can be in flight at once. */
const LOG_LENGTH = 512;

/**
 * Answers built from content, kept in this process: rendered pages of visitors (plugins/pages.ts), public API
 * answers (plugins/api-cache.ts) and search lexemes (routes/search/repository.ts). Bounded by entries and bytes (least recently used go first) and by age (a process
 * that missed a change is stale that long at most). Entries carry tags, the things they show; a write drops
 * exactly the entries tagged with what it changed, and a value computed while such a write happened is not stored.
 */
export class PageCache<V = CachedPage> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** Counts invalidations; `log` holds the last LOG_LENGTH of them (null: everything was dropped). */
  private seq = 0;
  private readonly log: { seq: number; tags: ReadonlySet<string> | null }[] = [];
  constructor(private readonly options: PageCacheOptions<V>) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
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

  /** Stores the value unless one of its tags changed since `options.since`; answers whether it was stored. */
  set(key: string, page: V, options: SetOptions = {}): boolean {
    const tags = [...new Set(options.tags ?? [])];
    if (options.since !== undefined && this.changedBetween(options.since, this.seq, tags)) return false;
    this.remove(key);
    const size = this.options.sizeOf?.(page, key) ?? 0;
    const maxBytes = this.options.maxBytes ?? Infinity;
    if (size > maxBytes) return false;
    const maxAgeMs = Math.min(options.maxAgeMs ?? this.options.maxAgeMs, this.options.maxAgeMs);
    this.entries.set(key, { page, storedAt: this.now(), maxAgeMs, size, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += size;
    while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) {
      this.remove(this.entries.keys().next().value!);
    }
    return true;
  }

  /** A point in the sequence of invalidations, to hand to `set` or `changedBetween` later. */
  mark(): number {
    return this.seq;
  }

  /** Whether an invalidation after mark `from`, up to mark `to`, touched any of `tags` (true when too old to tell). */
  changedBetween(from: number, to: number, tags: Iterable<string>): boolean {
    if (to <= from) return false;
    const oldest = this.log[0]?.seq ?? this.seq + 1;
    if (from + 1 < oldest) return true;
    const wanted = [...tags];
    return this.log.some(
      (change) => change.seq > from && change.seq <= to && (change.tags === null || wanted.some((tag) => change.tags!.has(tag))),
    );
  }

  private record(tags: ReadonlySet<string> | null) {
    this.seq += 1;
    this.log.push({ seq: this.seq, tags });
    if (this.log.length > LOG_LENGTH) this.log.shift();
  }

  /** Drops every entry tagged with any of `tags`; answers how many. */
  invalidate(tags: Iterable<string>): number {
    const changed = new Set(tags);
    if (changed.size === 0) return 0;
    this.record(changed);
    let dropped = 0;
    for (const tag of changed) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        this.remove(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear() {
    this.record(null);
    this.entries.clear();
    this.byTag.clear();
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
