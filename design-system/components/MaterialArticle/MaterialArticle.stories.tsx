import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaterialArticle, MaterialArticleSkeleton } from './MaterialArticle';
import { articleFixture } from '../../../stories/fixtures/materials';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Pages/MaterialArticle',
  component: MaterialArticle,
  args: { material: articleFixture('ru') },
} satisfies Meta<typeof MaterialArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, minutes, date, author, tags, banner, contents with anchors and the chapters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '2. Встреча субботы' });
    await expect(link).toHaveAttribute('href', '#material-content2');
    await expect(canvasElement.querySelector('#material-content2')).not.toBeNull();
    await expect(canvas.getByText('Опубликовано 18 января 2024 г.')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  args: { material: articleFixture('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published 18 January 2024')).toBeVisible();
  },
};

export const WithoutImageAndAuthor: Story = { args: { material: { ...articleFixture('ru'), image: null, author: null } } };

export const Loading: Story = { render: () => <MaterialArticleSkeleton /> };

export const Phone: Story = { ...onPhone };
