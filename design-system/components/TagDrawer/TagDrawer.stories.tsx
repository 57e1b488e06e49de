import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagDrawer, type TagDrawerProps } from './TagDrawer';
import { hashtagCategories, useToggledIds } from '../../../stories/fixtures/hashtags';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Holds the chosen ids, as the results page does. */
function Stateful(props: TagDrawerProps) {
  return <TagDrawer {...props} {...useToggledIds(props.selectedIds, props.onToggle)} />;
}

const meta = {
  title: 'Educators/TagDrawer',
  component: TagDrawer,
  render: (args) => <Stateful {...args} />,
  args: { categories: hashtagCategories('ru'), selectedIds: [1, 18], onToggle: fn() },
} satisfies Meta<typeof TagDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Categories holding a chosen hashtag start open; the chosen ones are ticked and counted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Праздники/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Возраст/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: '#шаббат выбран' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Праздники/ })).toHaveTextContent('выбран 1');
  },
};

/** A category opens and closes; a click on a hashtag toggles it. */
export const ToggleCategoryAndTag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const age = canvas.getByRole('button', { name: /Возраст/ });
    await userEvent.click(age);
    await expect(age).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '#подростки' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith({ id: 8, name: 'подростки' });
    await expect(canvas.getByRole('button', { name: '#подростки выбран' })).toHaveAttribute('aria-pressed', 'true');
    await expect(age).toHaveTextContent('выбран 1');
    const holidays = canvas.getByRole('button', { name: /Праздники/ });
    await userEvent.click(holidays);
    await expect(holidays).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /#шаббат/ })).toBeNull());
  },
};

export const AllCollapsed: Story = { args: { selectedIds: [], defaultExpanded: [] } };

export const ManyChosen: Story = { args: { selectedIds: [1, 2, 3, 6, 10, 11, 18], defaultExpanded: ['Праздники', 'Формат'] } };

export const Loading: Story = { args: { loading: true, categories: [] } };

export const Empty: Story = { args: { categories: [] } };

export const LongText: Story = {
  args: {
    categories: [
      { name: 'Очень длинное название категории хэштегов, которое переносится', tags: [{ id: 99, name: 'очень_длинный_хэштег_про_историю_местечек' }] },
      ...hashtagCategories('ru'),
    ],
    selectedIds: [99],
  },
};

export const English: Story = {
  ...inEnglish,
  args: { categories: hashtagCategories('en'), selectedIds: [1, 18] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Holidays/ })).toHaveTextContent('1 chosen');
  },
};

/** Phones: a drawer over the page with a close button. */
export const Phone: Story = {
  ...onPhone,
  args: { variant: 'temporary', open: true, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Закрыть хэштеги' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
