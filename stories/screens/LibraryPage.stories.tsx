import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LibraryPage } from '../../src/features/library/LibraryPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryEmptyHandlers, libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** The library (src/features/library/LibraryPage) with GET /api/books answered by MSW. */
const meta = {
  title: 'Screens/Library',
  render: () => (
    <ScreenRoute path="/:locale/books">
      <LibraryPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/books', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three sections in order, each with its books; a book lists its chapters, linking to the chapter pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Библиотека' })).toBeVisible();
    await canvas.findAllByTestId('library-book');
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual(['Тора', 'Нэвиим', 'Ктувим']);
    const joshua = canvas.getAllByTestId('library-book')[1];
    await expect(within(joshua).getByRole('heading', { name: 'Йеошуа' })).toBeVisible();
    await expect(joshua).toHaveTextContent('3 главы');
    await expect(within(joshua).getByRole('link', { name: 'Стены Иерихона' })).toHaveAttribute('href', '/ru/books/chapter/yehoshua-2');
    // Covers have their size (no layout shift).
    await expect(joshua.querySelector('img')).toHaveAttribute('width', '640');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('library-skeleton')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: libraryEmptyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('library-empty')).toHaveTextContent('В библиотеке пока нет книг.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Библиотеку не удалось загрузить');
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/books' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: "Nevi'im" })).toBeVisible();
    await expect(canvas.getAllByTestId('library-book')[1]).toHaveTextContent('3 chapters');
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Тора' })).toBeVisible();
  },
};
