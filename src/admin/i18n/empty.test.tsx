import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, Empty, ResourceContextProvider, testDataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from './en';
import { ru } from './ru';

/** react-admin's own empty-list page of a resource, in the console's catalogue of a locale. */
function emptyText(locale: 'ru' | 'en', resource: string): string {
  const catalogue = locale === 'ru' ? mergeTranslations(russianMessages, ru) : mergeTranslations(englishMessages, en);
  const i18nProvider = polyglotI18nProvider(() => catalogue, locale, [{ locale, name: locale }], { allowMissing: true });
  const { unmount } = render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <Empty />
      </ResourceContextProvider>
    </AdminContext>,
  );
  const text = screen.getByRole('heading').textContent ?? '';
  unmount();
  return text;
}

describe('the console’s empty lists read naturally', () => {
  it('the help chats, in both languages (not “Нет Чат.”)', () => {
    expect(emptyText('ru', 'chats')).toBe('Пока никто не написал в чат помощи.');
    expect(emptyText('en', 'chats')).toBe('No one has written to the help chat yet.');
  });

  it('every resource: a lower-case plural after “Нет” / “No”', () => {
    for (const resource of Object.keys(ru.resources)) {
      expect(emptyText('ru', resource)).toMatch(/^(Нет [а-яё ]+\.|Пока .+\.)$/);
      expect(emptyText('en', resource)).toMatch(/^(No [a-z ]+ yet\.|No one .+\.)$/);
    }
    expect(emptyText('ru', 'materials')).toBe('Нет материалов.');
    expect(emptyText('en', 'book_chapters')).toBe('No book chapters yet.');
  }, 30_000); // every resource's empty list rendered: 3 s idle, past the 5 s default at full CPU
});
