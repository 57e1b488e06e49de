import { defineMessages } from 'react-intl';

/** Messages shared by several components (units, plurals). */
type Count = { count: number };

export const commonMessages = defineMessages<{ minutes: Count; materials: Count; courses: Count; comments: Count }>({
  minutes: { id: 'ds.common.minutes', defaultMessage: '{count, plural, one {# minute} other {# minutes}}' },
  materials: { id: 'ds.common.materials', defaultMessage: '{count, plural, one {# material} other {# materials}}' },
  courses: { id: 'ds.common.courses', defaultMessage: '{count, plural, one {# course} other {# courses}}' },
  comments: { id: 'ds.common.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' },
});
