import { defineMessages, type IntlShape } from 'react-intl';

/** Messages shared by several components (units, plurals). */
type Count = { count: number };

export const commonMessages = defineMessages<{
  minutes: Count;
  hours: { hours: number; minutes: number };
  materials: Count;
  courses: Count;
  comments: Count;
}>({
  minutes: { id: 'ds.common.minutes', defaultMessage: '{count, plural, one {# minute} other {# minutes}}' },
  /** An hour or more: hours and the minutes left, short ("15 h", "1 h 30 min"). */
  hours: { id: 'ds.common.hours', defaultMessage: '{hours, number} h{minutes, plural, =0 {} other { # min}}' },
  materials: { id: 'ds.common.materials', defaultMessage: '{count, plural, one {# material} other {# materials}}' },
  courses: { id: 'ds.common.courses', defaultMessage: '{count, plural, one {# course} other {# courses}}' },
  comments: { id: 'ds.common.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' },
});

/** A duration in minutes as a reader says it: "45 минут" under an hour, "15 ч" and "1 ч 30 мин" from an hour on. */
export function formatDuration(intl: IntlShape, minutes: number): string {
  if (minutes < 60) return intl.formatMessage(commonMessages.minutes, { count: minutes });
  return intl.formatMessage(commonMessages.hours, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
