import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from './ContactForm';
import { inEnglish, onPhone } from '../../../stories/helpers';

const message = 'Здравствуйте! Ищу материалы о Хануке для третьего класса: игры и короткие тексты.';

const meta = {
  title: 'Educators/ContactForm',
  component: ContactForm,
  args: { onSend: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message field and the send button. */
export const Default: Story = {};

/** After a successful send the button is hidden (until the page reloads) and a thank-you shows. */
export const SendHidesButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ваше сообщение' }), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSend).toHaveBeenCalledWith(message);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Спасибо! Сообщение отправлено.');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('textbox')).toHaveValue(message);
  },
};

/** No client validation (spec §5): an empty message goes to the server too. */
export const NoClientValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSend).toHaveBeenCalledWith('');
    await canvas.findByRole('status');
  },
};

/** The send failed: an error shows, the text stays, the button stays to try again. */
export const Error: Story = {
  args: { onSend: fn(async () => Promise.reject(new globalThis.Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ваше сообщение' }), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сообщение не отправлено');
    await expect(canvas.getByRole('textbox')).toHaveValue(message);
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** While sending the button is disabled. */
export const Sending: Story = { args: { defaultValue: message, defaultStatus: 'sending' } };

export const LongText: Story = { args: { defaultValue: `${message} `.repeat(8) } };

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { defaultValue: message } };
