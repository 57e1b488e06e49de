import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortControls, type SortControlsProps } from './SortControls';
import { inEnglish, onPhone } from '../../../stories/helpers';

function Stateful(props: SortControlsProps) {
  const [sort, setSort] = useState(props.sort);
  const [reversed, setReversed] = useState(props.reversed);
  return (
    <SortControls
      sort={sort}
      reversed={reversed}
      onSortChange={(value) => {
        setSort(value);
        props.onSortChange(value);
      }}
      onReversedChange={(value) => {
        setReversed(value);
        props.onReversedChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Components/SortControls',
  component: SortControls,
  render: (args) => <Stateful {...args} />,
  args: { sort: 'date', reversed: false, onSortChange: fn(), onReversedChange: fn() },
} satisfies Meta<typeof SortControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults (spec §9): by date, direction flag off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'По дате' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'По популярности' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('popular');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'В обратном порядке' }));
    await expect(args.onReversedChange).toHaveBeenCalledWith(true);
  },
};

export const PopularReversed: Story = { args: { sort: 'popular', reversed: true } };

export const English: Story = { ...inEnglish };

export const Phone: Story = { ...onPhone };
