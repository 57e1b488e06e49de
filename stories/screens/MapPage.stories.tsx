import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapPage } from '../../src/features/map/MapPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryEmptyHandlers, libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** Waits until the lazily loaded map (Leaflet) shows `count` markers. */
/** The places the map shows: a marker each, a cluster its number (close places cluster at some zooms). */
const placesShown = (root: HTMLElement) =>
  [...root.querySelectorAll('.ds-places-marker')].reduce(
    (n, el) => n + (el.classList.contains('ds-places-cluster') ? Number(el.querySelector('[aria-hidden]')?.textContent) : 1),
    0,
  );
const markersShown = (root: HTMLElement, count: number) => waitFor(() => expect(placesShown(root)).toBe(count), { timeout: 10000 });

/** The map of places (src/features/map/MapPage) with GET /api/places answered by MSW. */
const meta = {
  title: 'Screens/Map',
  render: () => (
    <ScreenRoute path="/:locale/map">
      <MapPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/map', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every place as a card with its section and a marker on the map; the filter offers All and the sections in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Карта мест' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await markersShown(canvasElement, 4);
    await expect(canvas.getByTestId('map-count')).toHaveTextContent('4 места');
    const filter = within(canvas.getByRole('navigation', { name: 'Раздел' }));
    await expect(filter.getAllByRole('link').map((link) => link.textContent)).toEqual(['Все', 'Тора', 'Нэвиим', 'Ктувим']);
    await expect(filter.getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByRole('link', { name: /О месте/ })[1]).toHaveAttribute('href', '/ru/map/jericho');
  },
};

/** Choosing a section keeps only its places, cards and markers (and says how many); All brings every place back. */
export const FilteredBySection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('link', { name: 'Нэвиим' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await markersShown(canvasElement, 2);
    await expect(canvas.getAllByTestId('place-section').map((label) => label.textContent)).toEqual(['Нэвиим', 'Нэвиим']);
    await expect(canvas.getByTestId('map-count')).toHaveTextContent('2 места');
    await expect(canvas.getByRole('link', { name: 'Нэвиим' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Ктувим' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await markersShown(canvasElement, 1);
    await expect(canvas.getByTestId('map-count')).toHaveTextContent('1 место');
    await userEvent.click(canvas.getByRole('link', { name: 'Все' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await markersShown(canvasElement, 4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('map-place-skeleton')).length).toBe(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: libraryEmptyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('map-empty')).toHaveTextContent('Здесь пока нет мест.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toHaveTextContent('Места не удалось загрузить');
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/map?section=torah' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Map of places' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByTestId('map-count')).toHaveTextContent('1 place');
    await markersShown(canvasElement, 1);
    await expect(canvas.getByRole('link', { name: 'Torah' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(4));
    await markersShown(canvasElement, 4);
  },
};
