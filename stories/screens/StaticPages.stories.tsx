import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaticPage } from '../../src/features/about/StaticPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** The static pages (src/features/pages/StaticPage: about, politics, terms) with GET /api/pages/{key} from MSW. */
const meta = {
  title: 'Screens/Static pages',
  render: (_args, { parameters }) => (
    <ScreenRoute path="/:locale/*">
      <StaticPage pageKey={(parameters.pageKey as 'about' | 'politics' | 'terms' | undefined) ?? 'about'} />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/about-project', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** About the project: its title and HTML; an image in the text opens the image popup. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Что это за сайт' })).toBeVisible();
    await userEvent.click(canvas.getByRole('img', { name: 'Синагога' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Politics: Story = {
  parameters: { route: '/ru/politics', pageKey: 'politics' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
  },
};

export const Terms: Story = {
  parameters: { route: '/ru/terms', pageKey: 'terms' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Условия использования' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('static-page-skeleton')).toBeVisible();
  },
};

/** The server has no such page: the 404 page. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/pages/:key', () => HttpResponse.json({ message: 'Page not found.' }, { status: 404 }))] },
    expectedConsoleErrors: ['status of 404'],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  },
};

/** A failed load says so and offers to try again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent('Страницу не удалось загрузить');
    await expect(canvas.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/about-project' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'About the project' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
  },
};
