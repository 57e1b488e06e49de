import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagFilter, type TagFilterProps } from './TagFilter';
import { tagsFixture } from '../../../stories/fixtures/tags';
import { inEnglish, onPhone } from '../../../stories/helpers';

const ru = tagsFixture('ru');

/** Keeps the chosen ids in state, as the page does, and reports each change. */
function Stateful(props: TagFilterProps) {
  const [selected, setSelected] = useState(props.selectedIds);
  return (
    <TagFilter
      {...props}
      selectedIds={selected}
      onChange={(ids) => {
        setSelected(ids);
        props.onChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Components/TagFilter',
  component: TagFilter,
  render: (args) => <Stateful {...args} />,
  args: {
    mainTags: ru.main_tags,
    additionalTags: ru.additional_tags,
    selectedIds: [],
    onChange: fn(),
  },
} satisfies Meta<typeof TagFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed, as the list first shows it. */
export const Collapsed: Story = {};

/** Opened: main tags, then additional ones; choosing tags reports the ids and shows the count and Reset. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Праздники' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Шаббат' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 7]);
    await expect(canvas.getByText('Выбрано 2 тега')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Шаббат' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** The toggle opens and closes the panel. */
export const TogglesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Фильтр по тегам' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Кухня' })).toBeVisible();
  },
};

export const WithSelection: Story = { args: { defaultExpanded: true, selectedIds: [2, 9, 10] } };

export const Loading: Story = { args: { defaultExpanded: true, loading: true, mainTags: [], additionalTags: [] } };

export const Empty: Story = { args: { defaultExpanded: true, mainTags: [], additionalTags: [] } };

export const English: Story = {
  ...inEnglish,
  args: { defaultExpanded: true, mainTags: tagsFixture('en').main_tags, additionalTags: tagsFixture('en').additional_tags, selectedIds: [1] },
};

export const Phone: Story = { ...onPhone, args: { defaultExpanded: true, selectedIds: [1, 7] } };
