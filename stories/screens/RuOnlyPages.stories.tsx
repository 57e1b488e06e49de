import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AshkenaziTablePage } from '../../src/features/gallery/AshkenaziTablePage';
import { VirtualGalleryPage } from '../../src/features/gallery/VirtualGalleryPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryEmptyHandlers, libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { onPhone } from '../helpers';

/**
 * The Russian-only pages (src/features/gallery): the virtual gallery and the ashkenazi table, with their GET calls
 * answered by MSW. There is no English story: under /en the router answers both with the 404 page (e2e).
 */
const meta = {
  title: 'Screens/Russian-only pages',
  render: (_args, { parameters }) => (
    <ScreenRoute path="/:locale/*">{parameters.page === 'table' ? <AshkenaziTablePage /> : <VirtualGalleryPage />}</ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/virtual-gallery', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The works with title, author and year; a click opens the image popup. */
export const Gallery: Story = {
  // The lightbox asks for the full_ versions of the slides around the one shown; fixtures without one show the original.
  parameters: { expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Виртуальная галерея' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Неизвестный мастер, 1880-е');
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть «Ханукальный светильник со львами» крупно' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Ханукальный светильник со львами' });
    // The full_ picture, the original when there is none.
    // The lightbox keeps the neighbours' slides in the page too: the one shown is the current slide.
    await waitFor(() => expect(dialog.querySelector('.yarl__slide_current img')).toHaveAttribute('src', '/fixtures/full_synagogue.webp'));
    await userEvent.click(body.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const GalleryLoading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('gallery-item-skeleton')).length).toBe(3);
  },
};

export const GalleryEmpty: Story = {
  parameters: { msw: { handlers: libraryEmptyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('gallery-empty')).toHaveTextContent('В галерее пока нет работ.');
  },
};

export const GalleryError: Story = {
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Галерею не удалось загрузить');
  },
};

export const GalleryPhone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(4));
  },
};

/** The dishes: title, cooking time, description and ingredients. */
export const Table: Story = {
  parameters: { route: '/ru/ashkenazi-table', page: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ашкеназский стол' })).toBeVisible();
    const dishes = await canvas.findAllByRole('article');
    await expect(dishes).toHaveLength(2);
    await expect(dishes[0]).toHaveTextContent('3 ч');
    await expect(within(dishes[0]).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const TableLoading: Story = {
  parameters: { route: '/ru/ashkenazi-table', page: 'table', msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('dish-skeleton')).length).toBe(2);
  },
};

export const TableEmpty: Story = {
  parameters: { route: '/ru/ashkenazi-table', page: 'table', msw: { handlers: libraryEmptyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('dishes-empty')).toHaveTextContent('Рецепты скоро появятся.');
  },
};

export const TableError: Story = {
  parameters: { route: '/ru/ashkenazi-table', page: 'table', msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Блюда не удалось загрузить');
  },
};

export const TablePhone: Story = {
  ...onPhone,
  parameters: { route: '/ru/ashkenazi-table', page: 'table' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Цимес' })).toBeVisible();
  },
};
