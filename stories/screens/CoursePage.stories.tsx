import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { CoursePage } from '../../src/features/courses/CoursePage';
import { readingStorageKey } from '../../src/features/courses/useCourseReading';
import { ScreenRoute } from './ScreenRoute';
import { courseErrorHandlers, courseHandlers, courseLoadingHandlers, progressCalls } from '../msw/courses';
import { inEnglish, onPhone } from '../helpers';

/** The course page (src/features/courses/CoursePage) with its HTTP calls answered by MSW. */
const meta = {
  title: 'Screens/Course page',
  render: () => (
    <ScreenRoute path="/:locale/courses/:slug">
      <AuthProvider>
        <CoursePage />
      </AuthProvider>
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/courses/jewish-year', msw: { handlers: courseHandlers() } },
  beforeEach: () => {
    localStorage.removeItem(readingStorageKey(1));
    localStorage.removeItem('token');
    progressCalls.length = 0;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const materialItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId('course-contents-list')).getAllByRole('button');

/**
 * The reading rules (spec §4): material 1 is active; 'next' moves on and marks the previous one viewed; clicking
 * the active item closes and opens its chapters; clicking another item activates it; no 'next' on the last one.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Еврейский год' })).toBeVisible();
    let items = materialItems(canvasElement);
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Материал 1 из 5')).toBeVisible();
    await expect(canvas.queryByTestId('viewed-mark')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /Следующий материал/ }));
    items = materialItems(canvasElement);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(within(items[0]).getByTestId('viewed-mark')).toBeVisible();
    await expect(canvas.getByTestId('course-material')).toHaveTextContent('Рош ха-Шана');

    await userEvent.click(items[1]);
    await expect(materialItems(canvasElement)[1]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(materialItems(canvasElement)[1]);
    await expect(materialItems(canvasElement)[1]).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(materialItems(canvasElement)[4]);
    await expect(materialItems(canvasElement)[4]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: /Следующий материал/ })).toBeNull();
    await expect(canvas.getAllByTestId('viewed-mark')).toHaveLength(1);
    // A visitor's place is kept in this browser.
    await expect(JSON.parse(localStorage.getItem(readingStorageKey(1))!)).toEqual({ materialId: 5, viewedIds: [1] });
    window.scrollTo(0, 0);
  },
};

/** A visitor who stopped at material 3 comes back: the page opens there, with 'start from the beginning'. */
export const Resumed: Story = {
  beforeEach: () => {
    localStorage.setItem(readingStorageKey(1), JSON.stringify({ materialId: 3, viewedIds: [1, 2] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-resumed')).toBeVisible();
    await expect(materialItems(canvasElement)[2]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByTestId('viewed-mark')).toHaveLength(2);
  },
};

/** A signed-in reader: the first material goes to 'active' on open, the one left by 'next' to 'archive'. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: courseHandlers({ signedIn: true }) } },
  beforeEach: () => {
    localStorage.setItem('token', 'story-token');
    return () => localStorage.removeItem('token');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(progressCalls).toEqual([{ kind: 'active', materialId: 1 }]));
    await expect(await canvas.findByRole('button', { name: 'Удалить из избранного' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Отправить' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Следующий материал/ }));
    await waitFor(() =>
      expect(progressCalls.slice(1)).toEqual([
        { kind: 'archive', materialId: 1 },
        { kind: 'active', materialId: 2 },
      ]),
    );
    window.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: courseLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('course-banner-skeleton')).toBeVisible();
  },
};

/** A course without materials: the contents say so and there is no 'next'. */
export const Empty: Story = {
  parameters: { msw: { handlers: courseHandlers({ materials: 0 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('В курсе пока нет материалов')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Следующий материал/ })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: courseErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Не удалось загрузить курс');
  },
};

/** An unknown slug: the 404 page. */
export const NotFound: Story = {
  parameters: { route: '/ru/courses/no-such-course', expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ошибка 404')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/courses/jewish-year' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Jewish year' })).toBeVisible();
    await expect(canvas.getByText('Material 1 of 5')).toBeVisible();
  },
};

/** Phones: the contents hide behind the toggle; the page fits 375 px. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Еврейский год' });
    await expect(canvas.getByTestId('course-contents-list')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать содержание курса' }));
    await expect(canvas.getByTestId('course-contents-list')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
