import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HashtagTable, type HashtagTableProps } from './HashtagTable';
import { hashtagCategories, useToggledIds } from '../../../stories/fixtures/hashtags';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Holds the chosen ids, as the search form does. */
function Stateful(props: HashtagTableProps) {
  return <HashtagTable {...props} {...useToggledIds(props.selectedIds, props.onToggle)} />;
}

const meta = {
  title: 'Educators/HashtagTable',
  component: HashtagTable,
  render: (args) => <Stateful {...args} />,
  args: { categories: hashtagCategories('ru'), selectedIds: [1, 18], onToggle: fn() },
} satisfies Meta<typeof HashtagTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every hashtag under its category; the chosen ones are filled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Праздники', 'Возраст', 'Формат', 'Темы']);
    await expect(canvas.getByRole('button', { name: '#шаббат' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A click toggles a hashtag on and off. */
export const ClickToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const game = canvas.getByRole('button', { name: '#игра' });
    await userEvent.click(game);
    await expect(args.onToggle).toHaveBeenLastCalledWith({ id: 11, name: 'игра' });
    await expect(game).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(game);
    await expect(game).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '#шаббат' }));
    await expect(canvas.getByRole('button', { name: '#шаббат' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Loading: Story = { args: { loading: true, categories: [] } };

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Хэштегов пока нет')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    categories: [
      ...hashtagCategories('ru'),
      {
        name: 'Очень длинное название категории хэштегов, которое переносится',
        tags: [{ id: 99, name: 'очень_длинный_хэштег_про_историю_местечек_восточной_европы' }, { id: 98, name: 'ещё_один' }],
      },
    ],
  },
};

export const English: Story = {
  ...inEnglish,
  args: { categories: hashtagCategories('en'), selectedIds: [3] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'All hashtags' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
