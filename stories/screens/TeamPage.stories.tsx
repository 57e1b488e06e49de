import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamPage } from '../../src/features/about/TeamPage';
import { ScreenRoute } from './ScreenRoute';
import { libraryEmptyHandlers, libraryErrorHandlers, libraryHandlers, libraryLoadingHandlers } from '../msw/library';
import { inEnglish, onPhone } from '../helpers';

/** The team page (src/features/pages/TeamPage) with GET /api/team answered by MSW. */
const meta = {
  title: 'Screens/Team',
  render: () => (
    <ScreenRoute path="/:locale/about-team">
      <TeamPage />
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/about-team', msw: { handlers: libraryHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card per member: name, role, short description, avatar (initials without one), the audio player when recorded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Команда проекта' })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]).getByRole('heading', { name: 'Ольга Мирская' })).toBeVisible();
    await expect(cards[0]).toHaveTextContent('Руководитель проекта');
    await expect(within(cards[0]).getByRole('group', { name: 'Аудио: Ольга Мирская' })).toBeVisible();
    await expect(within(cards[1]).queryByTestId('audio-player')).toBeNull();
    // No avatar: the initials.
    await expect(cards[2]).toHaveTextContent('ДХ');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: libraryLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('team-member-skeleton')).length).toBe(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: libraryEmptyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('team-empty')).toHaveTextContent('Скоро здесь появится рассказ о команде.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: libraryErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('load-error')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/about-team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The team' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Olga Mirskaya' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ольга Мирская' })).toBeVisible();
  },
};
