import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseContents, type CourseContentsProps } from './CourseContents';
import { courseMaterials, longCourseMaterials } from '../../../stories/fixtures/courses';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Holds the active index, as the course page does, and reports each activation. */
function Stateful(props: CourseContentsProps) {
  const [active, setActive] = useState(props.activeIndex);
  return (
    <CourseContents
      {...props}
      activeIndex={active}
      onActivate={(index) => {
        setActive(index);
        props.onActivate(index);
      }}
    />
  );
}

const meta = {
  title: 'Course/CourseContents',
  component: CourseContents,
  render: (args) => <Stateful {...args} />,
  args: { materials: courseMaterials('ru'), activeIndex: 0, onActivate: fn(), onChapterSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof CourseContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first material is active and open: its chapters link to #material-content{chapterId}. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Шаббат — остров во времени/ });
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const link = canvas.getByRole('link', { name: 'Встреча субботы' });
    await expect(link).toHaveAttribute('href', '#material-content102');
    await userEvent.click(link);
    await expect(args.onChapterSelect).toHaveBeenCalledWith(102);
  },
};

/** Clicking another material activates it (and opens it); clicking the active one closes and reopens it. */
export const ClickToActivateAndToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: /Йом Кипур/ });
    await userEvent.click(third);
    await expect(args.onActivate).toHaveBeenCalledWith(2);
    await expect(third).toHaveAttribute('aria-current', 'step');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Неила' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Встреча субботы' })).toBeNull();

    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Неила' })).toBeNull();
    await expect(args.onActivate).toHaveBeenCalledTimes(1);

    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Неила' })).toBeVisible();
  },
};

/** Materials already passed carry a tick; the chapter being read is highlighted. */
export const WithProgress: Story = {
  args: { activeIndex: 2, viewedIds: [1, 2], activeChapterId: 107 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('viewed-mark')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Пост и молитва' })).toHaveAttribute('aria-current', 'location');
  },
};

export const LongText: Story = { args: { materials: longCourseMaterials('ru') } };

export const Loading: Story = { args: { materials: [], loading: true } };

export const Empty: Story = {
  args: { materials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В курсе пока нет материалов')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  args: { materials: courseMaterials('en'), viewedIds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Course contents' })).toBeVisible();
  },
};

/** Phones: the list hides behind a toggle that shows and hides it. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Показать содержание курса' });
    const list = canvas.getByTestId('course-contents-list');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Скрыть содержание курса');
    await expect(list).toBeVisible();
    await userEvent.click(toggle);
    await expect(list).not.toBeVisible();
  },
};

/** Phones, with the list shown. */
export const PhoneOpen: Story = {
  ...onPhone,
  args: { defaultMobileOpen: true, viewedIds: [1] },
};
