import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { TagSearchPage } from '../../src/features/search/TagSearchPage';
import { ScreenRoute } from './ScreenRoute';
import { coursesErrorHandlers, coursesListHandlers, coursesLoadingHandlers } from '../msw/courses';
import { materialsErrorHandlers, materialsHandlers, materialsLoadingHandlers } from '../msw/materials';
import { inEnglish, onPhone } from '../helpers';

/** The tag search (src/features/search/TagSearchPage): courses and materials having all the chosen tags. */
const meta = {
  title: 'Screens/Tag search',
  render: () => (
    <ScreenRoute path="/:locale/tag-search">
      <AuthProvider>
        <TagSearchPage />
      </AuthProvider>
    </ScreenRoute>
  ),
  parameters: {
    layout: 'padded',
    route: '/ru/tag-search?tags=5',
    msw: { handlers: [...coursesListHandlers(), ...materialsHandlers()] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tag «Кухня» is chosen (from the address): its courses and materials, the chip marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(within(canvas.getByTestId('tag-search-courses')).getAllByTestId('course-card')).toHaveLength(4));
    await expect(within(canvas.getByTestId('tag-search-materials')).getAllByTestId('material-card').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Кухня' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** No tag chosen: the invitation to choose; choosing one shows the results. */
export const NoTags: Story = {
  parameters: { route: '/ru/tag-search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('tag-search-choose')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Кухня' }));
    await waitFor(() => expect(within(canvas.getByTestId('tag-search-courses')).getAllByTestId('course-card')).toHaveLength(4));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...coursesListHandlers(0), ...materialsHandlers(0)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('tag-search-none')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...coursesLoadingHandlers, ...materialsLoadingHandlers] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('course-card-skeleton')).length).toBe(3);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...coursesErrorHandlers, ...materialsErrorHandlers] }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2));
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/tag-search?tags=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search by tags' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Courses' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByTestId('course-card').length).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
