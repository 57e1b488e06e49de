import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlacesMap } from './PlacesMap';
import { palette } from '../../theme/primitives';
import { demoPlaces } from '../../../stories/fixtures/places';
import { inEnglish, onPhone } from '../../../stories/helpers';

const places = demoPlaces('ru');
const markers = (root: HTMLElement) => root.querySelectorAll('.ds-places-marker');
/**
 * Waits until the lazily loaded map shows `count` markers over its drawn basemap, with no zoom under way: on a busy
 * machine the markers were in the DOM before the map had drawn, and the screenshot caught an empty map.
 */
const markersShown = (root: HTMLElement, count: number) =>
  waitFor(
    () => {
      expect(markers(root)).toHaveLength(count);
      expect(root.querySelectorAll('.leaflet-overlay-pane path').length).toBeGreaterThan(0);
      expect(root.querySelector('.leaflet-zoom-anim')).toBeNull();
    },
    { timeout: 10000 },
  );
/**
 * Waits until the map stops moving: an opened card pans the map to fit (Leaflet animates it for 0.25 s), and a
 * screenshot taken during the pan differs from the baseline.
 */
async function mapSettled(root: HTMLElement) {
  const position = () => root.querySelector<HTMLElement>('.leaflet-map-pane')?.style.transform;
  for (let last = position(), tries = 0; tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (position() === last) return;
    last = position();
  }
  throw new Error('The map is still moving after 6 s.');
}
const marker = (root: HTMLElement, title: string) => root.querySelector<HTMLElement>(`.ds-places-marker[title="${title}"]`)!;

// A grid drawn on every tile: a tile layer that needs no network.
const gridTile = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="2"/></svg>`,
)}`;

const meta = {
  title: 'Content/PlacesMap',
  component: PlacesMap,
  args: { places, onSectionsChange: fn(), onPlaceOpen: fn() },
} satisfies Meta<typeof PlacesMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every demo place; the section chips hide and show markers and update the count; a marker opens its card. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await markersShown(canvasElement, places.length);
    await expect(canvas.getByRole('region', { name: 'Карта мест Танаха' })).toBeInTheDocument();
    await expect(canvas.getByTestId('places-count')).toHaveTextContent('23 места');
    const torah = places.filter((p) => p.section === 'torah').length;

    await userEvent.click(canvas.getByRole('button', { name: 'Тора' }));
    await markersShown(canvasElement, places.length - torah);
    await expect(canvas.getByTestId('places-count')).toHaveTextContent(`${places.length - torah} мест`);
    await expect(canvas.getByRole('button', { name: 'Тора' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSectionsChange).toHaveBeenLastCalledWith(['neviim', 'ktuvim']);
    await userEvent.click(canvas.getByRole('button', { name: 'Тора' }));
    await markersShown(canvasElement, places.length);

    await userEvent.click(marker(canvasElement, 'Иерихон'));
    const popup = await canvas.findByTestId('place-popup');
    await expect(within(popup).getByRole('heading', { name: 'Иерихон' })).toBeInTheDocument();
    await expect(within(popup).getByRole('link', { name: 'О месте' })).toHaveAttribute('href', '/ru/map/jericho');
    await expect(args.onPlaceOpen).toHaveBeenCalledWith('jericho');
    await mapSettled(canvasElement);
  },
};

/** Only the Torah's places are shown at first. */
export const TorahOnly: Story = {
  args: { defaultSections: ['torah'] },
  play: async ({ canvasElement }) => {
    const torah = places.filter((p) => p.section === 'torah').length;
    await markersShown(canvasElement, torah);
    await expect(within(canvasElement).getByTestId('places-count')).toHaveTextContent(`${torah} мест`);
  },
};

/** A single place, its card open: the small map of a place page. */
export const OnePlace: Story = {
  args: { places: places.filter((p) => p.slug === 'jerusalem'), initialOpenSlug: 'jerusalem', showFilter: false, height: 360 },
  play: async ({ canvasElement }) => {
    await markersShown(canvasElement, 1);
    await expect(await within(canvasElement).findByRole('link', { name: 'О месте' })).toHaveAttribute('href', '/ru/map/jerusalem');
    await mapSettled(canvasElement);
  },
};

/** No places at all: the empty text over the basemap. */
export const NoPlaces: Story = {
  args: { places: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('places-empty')).toHaveTextContent('Нет мест для показа');
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-container')).not.toBeNull(), { timeout: 10000 });
  },
};

/** Every section switched off by the reader. */
export const AllSectionsOff: Story = {
  args: { defaultSections: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-container')).not.toBeNull(), { timeout: 10000 });
    await expect(within(canvasElement).getByTestId('places-count')).toHaveTextContent('0 мест');
  },
};

/** A raster tile layer over the basemap (here a local grid; in production the configured tile server). */
export const WithTiles: Story = {
  args: { tileUrl: gridTile, tileAttribution: 'Grid' },
  play: async ({ canvasElement }) => {
    await markersShown(canvasElement, places.length);
    await waitFor(() => expect(canvasElement.querySelectorAll('img.leaflet-tile-loaded').length).toBeGreaterThan(0), { timeout: 10000 });
  },
};

export const English: Story = {
  ...inEnglish,
  args: { places: demoPlaces('en') },
  play: async ({ canvasElement }) => {
    await markersShown(canvasElement, places.length);
    await expect(within(canvasElement).getByTestId('places-count')).toHaveTextContent('23 places');
    await userEvent.click(marker(canvasElement, 'Jericho'));
    await expect(await within(canvasElement).findByRole('link', { name: 'About the place' })).toHaveAttribute('href', '/en/map/jericho');
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await markersShown(canvasElement, places.length);
  },
};
