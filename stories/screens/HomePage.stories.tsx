import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../design-system';
import { HomePage } from '../../src/features/home/HomePage';
import { ScreenRoute } from './ScreenRoute';
import { listItems, materialsHandlers } from '../msw/materials';
import { coursesListHandlers } from '../msw/courses';
import { inEnglish, onPhone } from '../helpers';

/**
 * The home page (src/pages/HomePage): the popular block (GET /api/materials/popular), the newest materials and
 * courses (GET /api/materials, /api/courses) and the sections, answered by MSW.
 */
const langOf = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;
const popularHandler = http.get('/api/materials/popular', ({ request }) => HttpResponse.json(listItems(langOf(request), 6)));
const handlers = (popular = popularHandler) => [popular, ...materialsHandlers(8), ...coursesListHandlers(5)];
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

const meta = {
  title: 'Screens/Home',
  render: () => (
    <ScreenRoute path="/:locale">
      <HomePage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru', msw: { handlers: handlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popular block once loaded (its skeleton has the same heading and is busy). */
const loadedBlock = async (canvasElement: HTMLElement, heading: string) => {
  const section = (await within(canvasElement).findByRole('heading', { name: heading })).closest('section')!;
  await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'));
  return within(section);
};
const popularBlock = (canvasElement: HTMLElement) => loadedBlock(canvasElement, 'Популярные материалы');

/**
 * The entrance: the popular block with 4 slots (title, minutes, tags, bookmark) and the first one in the preview,
 * 6 newest materials, 4 newest courses and the sections.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Еврейская культура: открытая школа' })).toBeVisible();
    const popular = await popularBlock(canvasElement);
    const slots = popular.getAllByRole('article');
    await expect(slots).toHaveLength(4);
    await expect(popular.getByTestId('popular-preview')).toHaveAttribute('data-material-id', '1');
    await expect(popular.getAllByRole('button', { name: 'Добавить в избранное' })).toHaveLength(4);
    await expect(slots[0]).toHaveTextContent(/\d+ минут/);
    const latest = within(canvas.getByRole('heading', { name: 'Новые материалы' }).closest('section')!);
    await waitFor(() => expect(latest.getAllByTestId('material-card')).toHaveLength(6));
    const courses = within((await canvas.findByRole('heading', { name: 'Новые курсы' })).closest('section')!);
    await waitFor(() => expect(courses.getAllByTestId('course-card')).toHaveLength(4));
    await expect(canvas.getByTestId('home-section-map')).toHaveAttribute('href', '/ru/map');
  },
};

/** Hovering a popular slot puts its preview image on its main tag's colour in the large preview (spec §2). */
export const PopularHover: Story = {
  play: async ({ canvasElement }) => {
    const popular = await popularBlock(canvasElement);
    const preview = popular.getByTestId('popular-preview');
    const third = popular.getAllByRole('article')[2];
    const before = getComputedStyle(preview).backgroundColor;
    await userEvent.hover(third);
    await expect(third).toHaveAttribute('data-active', 'true');
    await expect(preview).toHaveAttribute('data-material-id', '3');
    await expect(preview.querySelector('img')).toHaveAttribute('src', '/fixtures/challah-preview.webp');
    await expect(preview).toHaveStyle({ backgroundColor: 'rgb(79, 121, 66)' });
    await expect(getComputedStyle(preview).backgroundColor).not.toBe(before);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/materials/popular', never),
        http.get('/api/materials', never),
        http.get('/api/courses', never),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Загрузка популярных материалов' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** No popular materials yet (a new site): the block is left out, the rest of the page stays. */
export const NoPopular: Story = {
  parameters: { msw: { handlers: handlers(http.get('/api/materials/popular', () => HttpResponse.json([]))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('material-card')).toHaveLength(6));
    await expect(canvas.queryByRole('heading', { name: 'Популярные материалы' })).toBeNull();
  },
};

/** The popular call fails: the block is left out, the newest materials and courses still show. */
export const PopularError: Story = {
  parameters: {
    msw: { handlers: handlers(http.get('/api/materials/popular', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }))) },
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('material-card')).toHaveLength(6));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Популярные материалы' })).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Новые курсы' })).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popular = await loadedBlock(canvasElement, 'Popular materials');
    await expect(popular.getAllByRole('article')).toHaveLength(4);
    await expect(popular.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/materials\//));
    await expect(await canvas.findByRole('heading', { name: 'New courses' })).toBeVisible();
  },
};

/** Phones: the popular slots without the large preview; nothing sticks out of 375 px. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const popular = await popularBlock(canvasElement);
    await expect(popular.getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(within(canvasElement).getAllByTestId('material-card')).toHaveLength(6));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
