import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HashtagResults } from './HashtagResults';
import { hashtagResults } from '../../../stories/fixtures/hashtags';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Educators/HashtagResults',
  component: HashtagResults,
  args: { selectedCount: 2, selectedIds: [1, 18], groups: hashtagResults('ru') },
} satisfies Meta<typeof HashtagResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count line, then each material type as a masonry of 300 px columns, items 12 px apart from the edges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('hashtag-results-count')).toHaveTextContent('Найдено 5 результатов');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Материалы', 'Курсы']);
    const card = canvas.getByRole('article', { name: 'Шаббат — остров во времени' });
    await expect(within(card).getByRole('link', { name: 'Шаббат — остров во времени' })).toHaveAttribute('href', '/ru/materials/shabbat');
    await expect(within(card).getByRole('link', { name: 'Встреча субботы' })).toHaveAttribute('href', '/ru/materials/shabbat#material-content2');
    await expect(within(card).getByText('Опубликовано 18 января 2024 г.')).toBeVisible();
    await expect(within(card).getByRole('list', { name: 'Хэштеги' })).toHaveTextContent('#шаббат#семья#урок#пурим');
    const masonry = canvasElement.querySelector('[data-columns]')!;
    await expect(masonry).toHaveAttribute('data-columns', '3');
    await expect(getComputedStyle(card).margin).toBe('12px');
  },
};

/** No hashtag chosen: the prompt, word for word from the spec. */
export const NoTagsSelected: Story = {
  args: { selectedCount: 0, selectedIds: [], groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Выберите теги для отображения подходящих материалов$/);
  },
};

/** Nothing carries all the chosen hashtags. */
export const NoResults: Story = {
  args: { selectedCount: 4, groups: [{ title: 'Материалы', items: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Нет материалов со всеми выбранными хэштегами');
  },
};

export const Loading: Story = { args: { loading: true } };

/** One result: the singular count. */
export const OneResult: Story = {
  args: { groups: [hashtagResults('ru')[1]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('hashtag-results-count')).toHaveTextContent('Найден 1 результат');
  },
};

export const LongText: Story = {
  args: {
    groups: [
      {
        title: 'Материалы',
        items: hashtagResults('ru')[0].items.map((item, i) =>
          i === 1
            ? {
                ...item,
                title: 'Хала: плетёный субботний хлеб, его история, рецепты разных общин и почему на столе всегда две халы',
                chapters: Array.from({ length: 8 }, (_, j) => ({ title: `Глава ${j + 1}: очень подробный рассказ`, link: `${item.link}#material-content${j + 50}` })),
              }
            : item,
        ),
      },
    ],
  },
};

export const English: Story = {
  ...inEnglish,
  args: { groups: hashtagResults('en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('hashtag-results-count')).toHaveTextContent('5 results found');
    await expect(canvas.getByText('Published 18 January 2024')).toBeVisible();
  },
};

export const EnglishNoTagsSelected: Story = {
  ...inEnglish,
  args: { selectedCount: 0, selectedIds: [], groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Choose tags to see matching materials$/);
  },
};

/** Phones: one column. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-columns]')).toHaveAttribute('data-columns', '1');
  },
};
