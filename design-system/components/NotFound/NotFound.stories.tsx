import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { homeHref: '/ru' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  },
};

/** The spec's texts: 'Error 404', an explanation, 'Back to Home'. */
export const English: Story = {
  ...inEnglish,
  args: { homeHref: '/en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  },
};

export const Phone: Story = { ...onPhone };
