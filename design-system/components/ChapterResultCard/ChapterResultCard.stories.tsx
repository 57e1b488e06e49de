import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChapterResultCard, ChapterResultCardSkeleton } from './ChapterResultCard';
import { chapterResults } from '../../../stories/fixtures/search';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [joshua, genesis, psalms] = chapterResults('ru');

const meta = {
  title: 'Search/ChapterResultCard',
  component: ChapterResultCard,
  args: { chapter: joshua },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ChapterResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label by the §9 rule — section. book. Глава N — then the title (link) and the snippet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chapter-label')).toHaveTextContent(/^Нэвиим\. Йеошуа\. Глава 3$/);
    await expect(canvas.getByRole('link', { name: 'Переход через Иордан' })).toHaveAttribute('href', '/ru/books/chapter/joshua-3');
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('субботу');
  },
};

/** A Torah chapter: no '. Глава N' in the label. */
export const TorahChapter: Story = {
  args: { chapter: genesis },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chapter-label')).toHaveTextContent(/^Тора\. Берешит$/);
  },
};

/** No image: the placeholder colour fills the frame. */
export const WithoutImage: Story = {
  args: { chapter: psalms },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chapter-label')).toHaveTextContent('Ктувим. Теилим. Глава 92');
  },
};

export const LongText: Story = {
  args: {
    chapter: {
      ...joshua,
      title: 'Переход через Иордан, двенадцать камней из реки и память, которую они хранят для следующих поколений',
      snippet: `${joshua.snippet}${joshua.snippet}`,
    },
  },
};

export const Loading: Story = { render: () => <ChapterResultCardSkeleton /> };

/** English: "Nevi'im. Joshua. Chapter 3"; the Torah is left without a number likewise ('Torah. Genesis'). */
export const English: Story = {
  ...inEnglish,
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {chapterResults('en').map((chapter) => (
        <ChapterResultCard key={chapter.id} chapter={chapter} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement).getAllByTestId('chapter-label').map((l) => l.textContent);
    await expect(labels).toEqual(["Nevi'im. Joshua. Chapter 3", 'Torah. Genesis', 'Ketuvim. Psalms. Chapter 92']);
  },
};

export const Phone: Story = { ...onPhone };
