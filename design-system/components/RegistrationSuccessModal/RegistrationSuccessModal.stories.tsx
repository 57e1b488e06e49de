import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationSuccessModal } from './RegistrationSuccessModal';
import { storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Modals/RegistrationSuccessModal',
  component: RegistrationSuccessModal,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { open: true, onClose: fn(), container: storyRoot },
} satisfies Meta<typeof RegistrationSuccessModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text and the close button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Спасибо за регистрацию!' })).toBeVisible();
    const closes = canvas.getAllByRole('button', { name: 'Закрыть' });
    await userEvent.click(closes[closes.length - 1]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed (e.g. after a route change). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Thank you for signing up!' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
