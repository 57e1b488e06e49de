import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleResultCard, ArticleResultCardSkeleton } from './ArticleResultCard';
import { articleResults, longArticleResult } from '../../../stories/fixtures/search';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Search/ArticleResultCard',
  component: ArticleResultCard,
  args: { article: articleResults('ru')[0] },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ArticleResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, title (the card's link), author, short description, and the snippet with the words found marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Шаббат — остров во времени' })).toHaveAttribute('href', '/ru/books/articles/shabbat');
    await expect(canvas.getByText('Автор: Редакция')).toBeVisible();
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['суббота', 'субботний']);
    await expect(getComputedStyle(marks[0]).fontWeight).toBe('600');
  },
};

export const WithoutImageAndAuthor: Story = { args: { article: { ...articleResults('ru')[1], image: null, author: null } } };

export const LongText: Story = { args: { article: longArticleResult('ru') } };

export const Loading: Story = { render: () => <ArticleResultCardSkeleton /> };

export const English: Story = {
  ...inEnglish,
  args: { article: articleResults('en')[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Author: Editorial team')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { article: longArticleResult('ru') } };
