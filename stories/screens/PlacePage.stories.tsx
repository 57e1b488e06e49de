import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlacePage } from '../../src/features/map/PlacePage';
import { ScreenRoute } from './ScreenRoute';
import { libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** Waits until the lazily loaded map (Leaflet) shows `count` markers. */
const markersShown = (root: HTMLElement, count: number) =>
  waitFor(() => expect(root.querySelectorAll('.ds-places-marker')).toHaveLength(count), { timeout: 10000 });

/** A place page (src/features/map/PlacePage) with GET /api/places/{slug} answered by MSW. */
const meta = {
  title: 'Screens/Place',
  render: () => (
    <ScreenRoute path="/:locale/map/:slug">
      <PlacePage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/map/jericho', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Section, title, the picture (sized; a click opens the larger one), the text, and the chapters that mention the
 * place, each labelled by the rule of spec §9 and linking to the chapter.
 */
export const Default: Story = {
  // The fixtures have no full_ version of the preview: the popup falls back to the original (a 404 first).
  parameters: { expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Иерихон' })).toBeVisible();
    await expect(canvas.getByTestId('place-section')).toHaveTextContent('Нэвиим');
    // The small map with the place's marker.
    await markersShown(canvas.getByTestId('place-map'), 1);
    await expect(canvas.getByRole('link', { name: 'Все места на карте' })).toHaveAttribute('href', '/ru/map');
    const labels = canvas.getAllByTestId('place-chapter-label').map((label) => label.textContent);
    await expect(labels).toEqual(['Нэвиим. Йеошуа. Глава 1', 'Нэвиим. Йеошуа. Глава 2']);
    await expect(canvas.getByRole('link', { name: 'Стены Иерихона' })).toHaveAttribute('href', '/ru/books/chapter/yehoshua-2');
    const picture = canvas.getByRole('button', { name: 'Открыть изображение крупнее: Иерихон' });
    await expect(picture.querySelector('img')).toHaveAttribute('height', '400');
    await userEvent.click(picture);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Иерихон' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('place-skeleton')).toBeVisible();
  },
};

/** An unknown place: the 404 page. */
export const Empty: Story = {
  parameters: { route: '/ru/map/no-such-place', expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Место не удалось загрузить');
  },
};

/** A Torah place in English: its chapter is labelled without a chapter number. */
export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/map/hebron' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hebron' })).toBeVisible();
    await expect(canvas.getByTestId('place-section')).toHaveTextContent('Torah');
    await expect(canvas.getByTestId('place-chapter-label')).toHaveTextContent(/^Torah\. Genesis \(Bereshit\)$/);
    await markersShown(canvasElement, 1);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Иерихон' })).toBeVisible();
    await markersShown(canvasElement, 1);
  },
};
