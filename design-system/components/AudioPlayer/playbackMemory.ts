/**
 * What the audio player remembers in this browser (localStorage): where the listener stopped in each recording,
 * keyed by its URL, and the playback speed they chose (one for every player). Storage may be missing or full
 * (private windows, quotas): every call then does nothing and reading gives the default.
 */

/** localStorage key of the positions: a JSON object { url: seconds }, the most recently saved last. */
export const POSITIONS_KEY = 'ds.audioPlayer.positions';
/** localStorage key of the chosen speed. */
export const RATE_KEY = 'ds.audioPlayer.rate';
/** At most this many recordings are remembered; the oldest saved is forgotten first. */
export const MAX_POSITIONS = 50;
/** The speeds offered, 1 the default. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
/** A position this close to the start or the end is not worth resuming. */
export const RESUME_MARGIN_SECONDS = 2;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readPositions(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(POSITIONS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    const entries = Object.entries(positions);
    const kept = entries.slice(Math.max(0, entries.length - MAX_POSITIONS));
    if (kept.length) storage()?.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
    else storage()?.removeItem(POSITIONS_KEY);
  } catch {
    // Storage full or denied: the position is simply not remembered.
  }
}

/** Where the listener stopped in the recording at `url` (seconds), or 0. */
export function loadPosition(url: string): number {
  return readPositions()[url] ?? 0;
}

/** Remembers `seconds` for `url` (the newest entry); a position under the margin forgets the recording instead. */
export function savePosition(url: string, seconds: number) {
  const positions = readPositions();
  delete positions[url];
  if (Number.isFinite(seconds) && seconds >= RESUME_MARGIN_SECONDS) positions[url] = Math.round(seconds * 10) / 10;
  writePositions(positions);
}

/** Forgets the recording at `url` (it was listened to the end). */
export function clearPosition(url: string) {
  const positions = readPositions();
  if (!(url in positions)) return;
  delete positions[url];
  writePositions(positions);
}

/** Where playback should start: the saved position unless it is within the margin of the start or the end. */
export function resumeAt(saved: number, duration: number): number {
  if (!(saved >= RESUME_MARGIN_SECONDS)) return 0;
  if (Number.isFinite(duration) && saved > duration - RESUME_MARGIN_SECONDS) return 0;
  return saved;
}

/** The chosen speed, or 1 when none (or an unknown one) is stored. */
export function loadRate(): number {
  const value = Number(storage()?.getItem(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
}

const rateListeners = new Set<() => void>();

/** Remembers the chosen speed (1 is the default and is not stored) and tells every player on the page. */
export function saveRate(rate: number) {
  try {
    if (rate === 1) storage()?.removeItem(RATE_KEY);
    else storage()?.setItem(RATE_KEY, String(rate));
  } catch {
    // Not remembered.
  }
  rateListeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: called when the speed is chosen here or in another tab. */
export function subscribeRate(listener: () => void): () => void {
  rateListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RATE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    rateListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
