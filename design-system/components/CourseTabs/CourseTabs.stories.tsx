import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseTabs, type CourseSortKey, type CourseTabKey, type CourseTabsProps } from './CourseTabs';
import { CourseCard } from '../CourseCard';
import { courseCards } from '../../../stories/fixtures/courses';
import { inEnglish, inEnglishOnPhone, onPhone } from '../../../stories/helpers';

/** The profile page around the tabs: it keeps the tab and sort and shows some cards. */
function Stateful(props: CourseTabsProps & { locale?: 'ru' | 'en' }) {
  const { locale = 'ru', ...rest } = props;
  const [tab, setTab] = useState<CourseTabKey>(props.tab);
  const [sort, setSort] = useState<CourseSortKey>(props.sort);
  const cards = courseCards(locale, 3);
  return (
    <CourseTabs
      {...rest}
      tab={tab}
      sort={sort}
      onTabChange={(value) => {
        setTab(value);
        props.onTabChange(value);
      }}
      onSortChange={(value) => {
        setSort(value);
        props.onSortChange(value);
      }}
    >
      {rest.children ?? (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {(sort === 'popularity' ? [...cards].reverse() : cards).slice(0, tab === 'archive' ? 1 : 3).map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </CourseTabs>
  );
}

const meta = {
  title: 'Profile/CourseTabs',
  component: CourseTabs,
  render: (args) => <Stateful {...args} />,
  args: { tab: 'history', sort: 'date', onTabChange: fn(), onSortChange: fn() },
} satisfies Meta<typeof CourseTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** History, sorted by date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'По дате' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'История' })).toBeVisible();
  },
};

/** Switching tabs and the sort reports each change. */
export const SwitchTabsAndSort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Рекомендации' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('recommendations');
    await userEvent.click(canvas.getByRole('tab', { name: 'Архив' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('archive');
    await userEvent.click(canvas.getByRole('button', { name: 'По популярности' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('popularity');
    await expect(canvas.getByRole('button', { name: 'По популярности' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'По популярности' }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(1);
  },
};

export const Recommendations: Story = { args: { tab: 'recommendations', sort: 'popularity' } };

/** An empty tab: the page passes its empty text as children. */
export const Empty: Story = {
  args: { tab: 'archive', children: <p style={{ color: '#4A5565' }}>В архиве пока нет курсов.</p> },
};

export const English: Story = {
  ...inEnglish,
  render: (args) => <Stateful {...args} locale="en" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Recommendations' })).toBeVisible();
  },
};

/** Every tab's whole label is on screen: none is cut, none runs past the screen's edge. */
async function expectTabLabelsReadable(canvasElement: HTMLElement) {
  const tabs = within(canvasElement).getAllByRole('tab');
  await expect(tabs).toHaveLength(3);
  // The tab list's visible box (its scroller clips what does not fit).
  const visible = within(canvasElement).getByRole('tablist').parentElement!.getBoundingClientRect();
  for (const tab of tabs) {
    const box = tab.getBoundingClientRect();
    await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    await expect(box.left).toBeGreaterThanOrEqual(Math.max(0, visible.left));
    await expect(box.right).toBeLessThanOrEqual(Math.min(window.innerWidth, visible.right) + 0.5);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => expectTabLabelsReadable(canvasElement),
};

/** The longest labels (English 'Recommendations') at 375 px: whole, and the tab can be chosen. */
export const EnglishPhone: Story = {
  ...inEnglishOnPhone,
  render: (args) => <Stateful {...args} locale="en" />,
  play: async ({ canvasElement, args }) => {
    await expectTabLabelsReadable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Recommendations' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('recommendations');
    await expect(within(canvasElement).getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true');
  },
};
