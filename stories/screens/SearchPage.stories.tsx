import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchPage } from '../../src/features/search/SearchPage';
import { ScreenRoute } from './ScreenRoute';
import { searchErrorHandlers, searchHandlers, searchLoadingHandlers } from '../msw/search';
import { inEnglish, onPhone } from '../helpers';

/** The search page (src/features/search/SearchPage) with GET /api/search answered by MSW. */
const meta = {
  title: 'Screens/Search page',
  render: () => (
    <ScreenRoute path="/:locale/search">
      <SearchPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/search?search=суббота', msw: { handlers: searchHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Groups with their counts (12 materials of which 2 are shown), marked snippets, and the chapter label of
 * spec §9: 'Нэвиим. Йеошуа. Глава 3', but 'Тора. Берешит' without the chapter number.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Результаты поиска по запросу «суббота»' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Материалы/ })).toHaveTextContent('12');
    await expect(canvas.getByText('Показано 2 из 12')).toBeVisible();
    await expect(canvas.getByTestId('search-total')).toHaveTextContent('16 результатов');
    const labels = canvas.getAllByTestId('chapter-label').map((label) => label.textContent);
    await expect(labels).toEqual(['Нэвиим. Йеошуа. Глава 3', 'Тора. Берешит', 'Ктувим. Теилим. Глава 92']);
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(3);
    await expect(within(canvas.getAllByTestId('article-result')[0]).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/ru/books/articles/shabbat',
    );
    await expect(within(canvas.getAllByTestId('chapter-result')[0]).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/ru/books/chapter/joshua-3',
    );
  },
};

/** A misspelt query: "did you mean" links to the corrected search, whose results are shown. */
export const DidYouMean: Story = {
  parameters: { route: '/ru/search?search=суботта' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByTestId('did-you-mean');
    await expect(note).toHaveTextContent('По запросу «суботта» ничего не найдено');
    await expect(within(note).getByRole('link', { name: 'суббота' })).toHaveAttribute(
      'href',
      `/ru/search?search=${encodeURIComponent('суббота')}`,
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Результаты поиска по запросу «суббота»' })).toBeVisible();
  },
};

/** Nothing found: the not-found text ('search.not-found', spec §8). */
export const Empty: Story = {
  parameters: { route: '/ru/search?search=ничего' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ничего не найдено')).toBeVisible();
    await expect(canvas.queryByTestId('article-result')).toBeNull();
  },
};

/** No query yet: an invitation to type, and typing runs the search. */
export const NoQuery: Story = {
  parameters: { route: '/ru/search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Введите слово/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по сайту' }), 'суббота{Enter}');
    await waitFor(() => expect(canvas.getAllByTestId('article-result')).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: searchLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Идёт поиск…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: searchErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Не удалось выполнить поиск');
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/search?search=shabat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('did-you-mean')).toHaveTextContent('Did you mean: shabbat?');
    await canvas.findAllByTestId('chapter-label');
    const labels = canvas.getAllByTestId('chapter-label').map((label) => label.textContent);
    await expect(labels).toEqual(["Nevi'im. Joshua. Chapter 3", 'Torah. Genesis', 'Ketuvim. Psalms. Chapter 92']);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByTestId('article-result').length).toBe(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
