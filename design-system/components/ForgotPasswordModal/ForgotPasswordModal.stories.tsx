import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Modals/ForgotPasswordModal',
  component: ForgotPasswordModal,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onClose: fn(), onSubmit: fn(async () => undefined), onBackToLogin: fn(), container: storyRoot },
} satisfies Meta<typeof ForgotPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvasElement: HTMLElement, label = 'Электронная почта') =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Default: Story = {};

/** An address that is not one is refused before any request (spec §5: 'Invalid e-mail.'). */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'reader.example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(canvas.getByText('Неверный адрес электронной почты.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the success message names the address. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), ' reader@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('reader@example.org');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Мы отправили ссылку на reader@example.org.');
    await userEvent.click(canvas.getByRole('button', { name: 'Вернуться ко входу' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** While the request runs. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'reader@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Отправить ссылку/ })).toBeDisabled());
  },
};

/** The server knows no such account (spec §5). */
export const AccountNotFound: Story = {
  args: { error: 'accountNotFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Аккаунт с таким адресом электронной почты не найден.')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(canvas.getByText('Invalid e-mail.')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
