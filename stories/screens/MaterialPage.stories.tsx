import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, delay, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { MaterialPage } from '../../src/features/materials/MaterialPage';
import { ScreenRoute } from './ScreenRoute';
import { materialHandlers } from '../msw/materials';
import { inEnglish, onPhone } from '../helpers';

/** The material screen of the app (src/pages/MaterialPage) with GET /api/materials/{slug} answered by MSW. */
const meta = {
  title: 'Screens/Material',
  render: () => (
    <ScreenRoute path="/:locale/materials/:slug">
      <MaterialPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/materials/shabbat', msw: { handlers: materialHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Шаббат — остров во времени' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1. Праздник, который приходит каждую неделю' })).toHaveAttribute(
      'href',
      '#material-content1',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/materials/:slug', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('material-article-skeleton')).toBeVisible();
  },
};

/** An unknown slug shows the 404 page. */
export const NotFound: Story = {
  parameters: { route: '/ru/materials/no-such-material', expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/materials/shabbat' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Shabbat: an island in time' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
