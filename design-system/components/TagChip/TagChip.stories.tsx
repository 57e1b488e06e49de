import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagChip } from './TagChip';
import { tagByKey } from '../../../stories/fixtures/tags';
import { inEnglish } from '../../../stories/helpers';

const meta = {
  title: 'Components/TagChip',
  component: TagChip,
  args: { tag: tagByKey('ru', 'holidays') },
} satisfies Meta<typeof TagChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A main tag wears its colour. */
export const MainTag: Story = {};

/** A main tag with a gradient instead of a colour. */
export const GradientTag: Story = { args: { tag: tagByKey('ru', 'language') } };

/** Additional tags are outlined. */
export const AdditionalTag: Story = { args: { tag: tagByKey('ru', 'shabbat') } };

/** A chip in a filter is a toggle button; chosen additional tags fill with the primary colour. */
export const Toggle: Story = {
  args: { tag: tagByKey('ru', 'shabbat'), size: 'medium', onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Шаббат' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledWith(args.tag);
  },
};

export const SelectedAdditional: Story = {
  args: { tag: tagByKey('ru', 'shabbat'), size: 'medium', selected: true, onClick: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SelectedMain: Story = { args: { tag: tagByKey('ru', 'food'), size: 'medium', selected: true, onClick: fn() } };

export const English: Story = { ...inEnglish, args: { tag: tagByKey('en', 'traditions') } };
