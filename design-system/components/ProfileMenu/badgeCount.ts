/** Above this a counter badge shows `99+` in a smaller style (spec §9). */
export const BADGE_MAX = 99;

/** The text of a counter badge and whether it uses the small style. Zero or less shows no badge (null). */
export function badgeCount(count: number): { label: string; small: boolean } | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? { label: `${BADGE_MAX}+`, small: true } : { label: String(Math.floor(count)), small: false };
}
