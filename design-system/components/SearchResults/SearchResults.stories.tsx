import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchResults } from './SearchResults';
import { articleResults, chapterResults, courseResults, longArticleResult } from '../../../stories/fixtures/search';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  args: {
    query: 'суббота',
    materials: articleResults('ru'),
    materialsCount: 12,
    courses: courseResults('ru'),
    coursesCount: 1,
    chapters: chapterResults('ru'),
    chaptersCount: 3,
  },
  decorators: [(Story) => <div style={{ maxWidth: 840 }}><Story /></div>],
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Groups with their counts: materials (12, two shown), courses, library chapters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Результаты поиска по запросу «суббота»');
    await expect(canvas.getByTestId('search-total')).toHaveTextContent('16 результатов');
    await expect(canvas.getByRole('heading', { name: 'Материалы 12' })).toBeVisible();
    await expect(canvas.getByText('Показано 2 из 12')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Курсы 1' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Главы библиотеки 3' })).toBeVisible();
    await expect(canvas.getAllByTestId('chapter-label').map((l) => l.textContent)).toEqual([
      'Нэвиим. Йеошуа. Глава 3',
      'Тора. Берешит',
      'Ктувим. Теилим. Глава 92',
    ]);
  },
};

/** Only materials found: the other groups are left out. */
export const OnlyMaterials: Story = {
  args: { courses: [], coursesCount: 0, chapters: [], chaptersCount: 0, materialsCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: /Курсы/ })).toBeNull();
    await expect(canvas.getByTestId('search-total')).toHaveTextContent('2 результата');
  },
};

/** Nothing found: the not-found text (search.not-found). */
export const Empty: Story = {
  args: { query: 'абракадабра', materials: [], materialsCount: 0, courses: [], coursesCount: 0, chapters: [], chaptersCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ничего не найдено');
  },
};

/** No query yet. */
export const EmptyQuery: Story = {
  args: { query: '  ', materials: [], materialsCount: 0, courses: [], coursesCount: 0, chapters: [], chaptersCount: 0 },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    query: 'суббота свечи хала вино благословение праздничный стол семья традиция',
    materials: [longArticleResult('ru'), ...articleResults('ru')],
    materialsCount: 1021,
  },
};

/**
 * A very common query: the server estimates a count rather than counting every row (materials_count_estimated):
 * the badge, the 'shown' line and the total say "около".
 */
export const EstimatedCount: Story = {
  args: { query: 'книга', materialsCount: 67000, materialsCountEstimated: true, coursesCount: 2961 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Материалы около 67\s000$/ })).toBeVisible();
    await expect(canvas.getByText(/^Показано 2 из примерно 67\s000$/)).toBeVisible();
    // An exact count beside it stays a number.
    await expect(canvas.getByRole('heading', { name: /^Курсы 2\s961$/ })).toBeVisible();
    await expect(canvas.getByTestId('search-total')).toHaveTextContent(/^около 70\s000 результатов$/);
  },
};

export const EstimatedCountEnglish: Story = {
  ...inEnglish,
  args: {
    query: 'book',
    materials: articleResults('en'),
    materialsCount: 33000,
    materialsCountEstimated: true,
    courses: courseResults('en'),
    coursesCount: 1,
    chapters: chapterResults('en'),
    chaptersCount: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Materials about 33,000' })).toBeVisible();
    await expect(canvas.getByText('Showing 2 of about 33,000')).toBeVisible();
    await expect(canvas.getByTestId('search-total')).toHaveTextContent('about 33,000 results');
  },
};

export const English: Story = {
  ...inEnglish,
  args: {
    query: 'Shabbat',
    materials: articleResults('en'),
    materialsCount: 2,
    courses: courseResults('en'),
    coursesCount: 1,
    chapters: chapterResults('en'),
    chaptersCount: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('search-total')).toHaveTextContent('6 results');
    await expect(canvas.getByRole('heading', { name: 'Library chapters 3' })).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  ...inEnglish,
  args: { query: 'xyzzy', materials: [], materialsCount: 0, courses: [], coursesCount: 0, chapters: [], chaptersCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nothing was found');
  },
};

export const Phone: Story = { ...onPhone };
