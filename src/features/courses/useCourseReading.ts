import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../design-system';
import type { ViewedMaterial } from '../../../server/src/contracts/progress';
import { api } from '../../api/client';
import { recentlyViewedQuery, recordProgress } from '../../api/courses';
import { tokenStore, useAuth, useStoredToken } from '../../auth/AuthProvider';

/** Where a reader is in a course: the active material and the materials marked viewed. */
export interface ReadingState {
  index: number;
  viewedIds: number[];
}

/** Where a visitor's place in a course is kept (this browser only). */
export const readingStorageKey = (courseId: number) => `course-reading:${courseId}`;

interface StoredReading {
  materialId: number;
  viewedIds: number[];
}

/** A visitor's stored place, as an index into the course's materials (0 when nothing usable is stored). */
export function readStoredReading(courseId: number, materialIds: number[]): ReadingState | null {
  try {
    const stored = JSON.parse(localStorage.getItem(readingStorageKey(courseId)) ?? 'null') as StoredReading | null;
    if (!stored || typeof stored.materialId !== 'number') return null;
    const index = materialIds.indexOf(stored.materialId);
    if (index < 0) return null;
    const viewedIds = Array.isArray(stored.viewedIds) ? stored.viewedIds.filter((id) => materialIds.includes(id)) : [];
    return { index, viewedIds };
  } catch {
    return null;
  }
}

/**
 * A signed-in reader's place from the server's progress (GET /api/user/materials, last opened first): the material
 * of the course opened last; when that one is finished (archived on 'next'), the one after it. Finished materials
 * are the viewed ones.
 */
export function readingFromProgress(viewed: ViewedMaterial[], materialIds: number[]): ReadingState | null {
  const mine = viewed.filter((item) => materialIds.includes(item.id));
  if (mine.length === 0) return null;
  const last = mine[0];
  let index = materialIds.indexOf(last.id);
  if (last.finished && index < materialIds.length - 1) index += 1;
  return { index, viewedIds: mine.filter((item) => item.finished).map((item) => item.id) };
}

/**
 * The reading rules of a course page (spec §4) with resume reading (issue 8): the active index starts at 0 (also
 * on the server); after hydration the page moves to where the reader stopped — the server's progress for a
 * signed-in reader, this browser's storage for a visitor. 'next' marks the current material viewed and moves on;
 * a signed-in reader's opened material goes to 'active' and the material left by 'next' to 'archive'.
 */
export function useCourseReading(courseId: number, materialIds: number[], locale: Locale) {
  const token = useStoredToken();
  const { signedIn } = useAuth();
  const [state, setState] = useState<ReadingState>({ index: 0, viewedIds: [] });
  const [resumed, setResumed] = useState(false);
  const restored = useRef(false);
  const ids = materialIds.join(',');

  // Resume once the session is known: a stored token waits for the current-user answer.
  useEffect(() => {
    if (restored.current || materialIds.length === 0) return;
    // Read the storage itself: while hydrating, `token` is still the server's null.
    if (tokenStore.get() && !signedIn) return;
    restored.current = true;
    if (!signedIn) {
      const stored = readStoredReading(courseId, materialIds);
      if (stored) {
        // The stored place is known only in the browser, after hydration (the server renders index 0).
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setState(stored);
        setResumed(stored.index > 0);
      }
      return;
    }
    let cancelled = false;
    recentlyViewedQuery(locale)
      .fetch(api)
      .then((viewed) => readingFromProgress(viewed, materialIds))
      .catch(() => null)
      .then((progress) => {
        if (cancelled) return;
        const next = progress ?? { index: 0, viewedIds: [] };
        setState(next);
        setResumed(next.index > 0);
        void recordProgress('active', materialIds[next.index], courseId);
      });
    return () => {
      cancelled = true;
      restored.current = false;
    };
    // materialIds is compared by its ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseId, ids, token, signedIn, locale]);

  // A visitor's place is kept in this browser (once the stored one has been read).
  useEffect(() => {
    if (!restored.current || signedIn || tokenStore.get()) return;
    const materialId = materialIds[state.index];
    if (materialId === undefined) return;
    try {
      localStorage.setItem(readingStorageKey(courseId), JSON.stringify({ materialId, viewedIds: state.viewedIds } satisfies StoredReading));
    } catch {
      // Storage full or refused: the place is simply not kept.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, courseId, ids, signedIn, token]);

  const activate = useCallback(
    (index: number) => {
      setState((current) => ({ ...current, index }));
      setResumed(false);
      if (signedIn) void recordProgress('active', materialIds[index], courseId);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signedIn, ids, courseId],
  );

  const next = useCallback(() => {
    const from = state.index;
    if (from >= materialIds.length - 1) return;
    const left = materialIds[from];
    setState((current) => ({
      index: from + 1,
      viewedIds: current.viewedIds.includes(left) ? current.viewedIds : [...current.viewedIds, left],
    }));
    setResumed(false);
    if (signedIn) {
      // In this order, so the newly opened material is the last one touched (where the reader resumes).
      void recordProgress('archive', left, courseId).then(() => recordProgress('active', materialIds[from + 1], courseId));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.index, signedIn, ids, courseId]);

  return { activeIndex: state.index, viewedIds: state.viewedIds, resumed, activate, next };
}
