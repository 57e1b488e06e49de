import { useEffect, useState } from 'react';

/** A section counts as being read once its top is within this many px of the viewport's top (spec §9). */
export const SCROLL_SPY_OFFSET = 300;

/**
 * The section being read: the last one, in document order, whose top is at or above `offset` px from the
 * viewport's top. Undefined while the first section is still further down.
 */
export function pickActiveSection<T>(sections: { id: T; top: number }[], offset = SCROLL_SPY_OFFSET): T | undefined {
  let active: T | undefined;
  for (const section of sections) {
    if (section.top <= offset) active = section.id;
    else break;
  }
  return active;
}

/**
 * Follows the window's scrolling and returns the id of the section being read (see `pickActiveSection`).
 * `elementId` maps an id to its section element's id. Measures once per frame at most.
 */
export function useScrollSpy<T>(ids: readonly T[], elementId: (id: T) => string, { offset = SCROLL_SPY_OFFSET, enabled = true } = {}): T | undefined {
  const [active, setActive] = useState<T | undefined>(undefined);
  const key = ids.map((id) => elementId(id)).join('|');

  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(elementId(id));
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(pickActiveSection(sections, offset));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // `key` stands for ids and elementId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offset, enabled]);

  return enabled ? active : undefined;
}
