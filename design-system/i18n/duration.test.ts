import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';
import { formatDuration } from './common.messages';

const intlRu = createIntl({ locale: 'ru-RU', messages: ru });
const intlEn = createIntl({ locale: 'en-GB', messages: en });

describe('formatDuration (issue 19: "900 минут" read as 15 hours)', () => {
  it('says minutes under an hour, with the plural of the number', () => {
    expect(formatDuration(intlRu, 1)).toBe('1 минута');
    expect(formatDuration(intlRu, 3)).toBe('3 минуты');
    expect(formatDuration(intlRu, 45)).toBe('45 минут');
    expect(formatDuration(intlEn, 1)).toBe('1 minute');
    expect(formatDuration(intlEn, 45)).toBe('45 minutes');
  });

  it('says hours and the minutes left from an hour on', () => {
    expect(formatDuration(intlRu, 900)).toBe('15 ч');
    expect(formatDuration(intlRu, 60)).toBe('1 ч');
    expect(formatDuration(intlRu, 90)).toBe('1 ч 30 мин');
    expect(formatDuration(intlEn, 900)).toBe('15 h');
    expect(formatDuration(intlEn, 125)).toBe('2 h 5 min');
  });
});
