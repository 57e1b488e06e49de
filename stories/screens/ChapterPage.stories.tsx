import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChapterPage } from '../../src/features/library/ChapterPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** A chapter of the library (src/features/library/ChapterPage) with GET /api/books/chapters/{slug} from MSW. */
const meta = {
  title: 'Screens/Library chapter',
  render: () => (
    <ScreenRoute path="/:locale/books/chapter/:slug">
      <ChapterPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/books/chapter/yehoshua-2', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The label of spec §9 (section. book. Глава N), the title and text, previous and next chapter, and the places
 * the chapter mentions linking to their pages. 'Next' goes on to the following chapter.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Стены Иерихона' })).toBeVisible();
    await expect(canvas.getByTestId('chapter-label')).toHaveTextContent(/^Нэвиим\. Йеошуа\. Глава 2$/);
    await expect(canvas.getByTestId('chapter-previous')).toHaveAttribute('href', '/ru/books/chapter/yehoshua-1');
    await expect(canvas.getByTestId('chapter-next')).toHaveAttribute('href', '/ru/books/chapter/yehoshua-3');
    await expect(within(canvas.getByTestId('chapter-places')).getByRole('link', { name: /О месте/ })).toHaveAttribute('href', '/ru/map/jericho');
    await userEvent.click(canvas.getByTestId('chapter-next'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Раздел земли' })).toBeVisible();
    await expect(canvas.getByTestId('chapter-label')).toHaveTextContent(/^Нэвиим\. Йеошуа\. Глава 3$/);
    // The last chapter of the book: no 'next'.
    await waitFor(() => expect(canvas.queryByTestId('chapter-next')).toBeNull());
    await userEvent.click(canvas.getByTestId('chapter-previous'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Стены Иерихона' })).toBeVisible();
  },
};

/** A Torah chapter: the label is the section and the book only; the first chapter has no 'previous'. */
export const Torah: Story = {
  parameters: { route: '/ru/books/chapter/bereshit-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Берешит: сотворение мира' })).toBeVisible();
    await expect(canvas.getByTestId('chapter-label')).toHaveTextContent(/^Тора\. Берешит \(Бытие\)$/);
    await expect(canvas.queryByTestId('chapter-previous')).toBeNull();
    await expect(canvas.getByTestId('chapter-next')).toBeVisible();
    await expect(canvas.queryByTestId('chapter-places')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('chapter-skeleton')).toBeVisible();
  },
};

/** An unknown chapter: the 404 page. */
export const Empty: Story = {
  parameters: { route: '/ru/books/chapter/no-such-chapter', expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Главу не удалось загрузить');
  },
};

/** In English the label reads "Nevi'im. Joshua. Chapter 2". */
export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/books/chapter/yehoshua-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The walls of Jericho' })).toBeVisible();
    await expect(canvas.getByTestId('chapter-label')).toHaveTextContent(/^Nevi'im\. Joshua\. Chapter 2$/);
    await expect(canvas.getByTestId('chapter-next')).toHaveTextContent('Next chapter');
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('chapter-label')).toBeVisible();
  },
};
