import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChapterList } from './ChapterList';
import { articleFixture } from '../../../stories/fixtures/materials';
import { inEnglish } from '../../../stories/helpers';

const meta = {
  title: 'Components/ChapterList',
  component: ChapterList,
  args: { chapters: articleFixture('ru').chapters },
} satisfies Meta<typeof ChapterList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each chapter links to its anchor #material-content{chapterId}. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['#material-content1', '#material-content2', '#material-content3']);
  },
};

export const ActiveChapter: Story = { args: { activeId: 2 } };

export const English: Story = { ...inEnglish, args: { chapters: articleFixture('en').chapters } };
