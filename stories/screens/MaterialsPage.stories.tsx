import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MaterialsPage } from '../../src/features/materials/MaterialsPage';
import { ScreenRoute } from './ScreenRoute';
import { materialsErrorHandlers, materialsHandlers, materialsLoadingHandlers } from '../msw/materials';
import { inEnglish, onPhone } from '../helpers';

/** The materials list screen of the app (src/pages/MaterialsPage) with its HTTP calls answered by MSW. */
const meta = {
  title: 'Screens/Materials list',
  render: () => (
    <ScreenRoute path="/:locale/materials">
      <MaterialsPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/materials', msw: { handlers: materialsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 11 cards, with the collapsed tag filter and the sort controls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('material-card').length).toBeGreaterThan(1));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Материалы' })).toBeVisible();
  },
};

/** Choosing a tag opens a new list from page 0; the chosen tag stays marked. */
export const TagChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтр по тегам' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Кухня' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Кухня' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByText('Выбран 1 тег')).toBeVisible();
    // Only cards with the chosen tag remain (the mock answers like the server: all chosen tags).
    await waitFor(() => expect(canvas.getAllByTestId('material-card')).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: materialsLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('material-card-skeleton')).length).toBe(6);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: materialsHandlers(0) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('materials-empty')).toBeVisible();
  },
};

/** A failed list call shows a short notice (spec §8: no messages for failed lists beyond this). */
export const LoadError: Story = {
  parameters: { msw: { handlers: materialsErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/materials' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
