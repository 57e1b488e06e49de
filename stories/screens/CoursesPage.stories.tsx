import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { CoursesPage } from '../../src/features/courses/CoursesPage';
import { ScreenRoute } from './ScreenRoute';
import { coursesErrorHandlers, coursesListHandlers, coursesLoadingHandlers } from '../msw/courses';
import { inEnglish, onPhone } from '../helpers';

/** The courses list screen (src/features/courses/CoursesPage) with its HTTP calls answered by MSW. */
const meta = {
  title: 'Screens/Courses list',
  render: () => (
    <ScreenRoute path="/:locale/courses">
      <AuthProvider>
        <CoursesPage />
      </AuthProvider>
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/courses', msw: { handlers: coursesListHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 12 course cards (spec §9), each with its bookmark, under the filter and the sort. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(12));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Курсы' })).toBeVisible();
    await expect(within(canvas.getAllByTestId('course-card')[0]).getByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'По дате' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'В обратном порядке' })).not.toBeChecked();
  },
};

/** Choosing a tag starts the list again from page 0 with only the courses that have it. */
export const TagChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтр по тегам' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Кухня' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Кухня' })).toHaveAttribute('aria-pressed', 'true'));
    // 16 courses cycle through 4 samples: 4 of them are about food.
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(4));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: coursesLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('course-card-skeleton')).length).toBe(6);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: coursesListHandlers(0) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('courses-empty')).toHaveTextContent('Нет курсов со всеми выбранными тегами.');
  },
};

/** A failed list call shows a short notice (spec §8: no messages beyond this). */
export const LoadError: Story = {
  parameters: { msw: { handlers: coursesErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Не удалось загрузить список');
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/courses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(12));
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByTestId('course-card').length).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
