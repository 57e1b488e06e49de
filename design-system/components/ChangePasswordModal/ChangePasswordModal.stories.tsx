import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordModal } from './ChangePasswordModal';
import { storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Modals/ChangePasswordModal',
  component: ChangePasswordModal,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { open: true, onClose: fn(), onSubmit: fn(async () => undefined), container: storyRoot },
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const ru = { password: 'Новый пароль', confirmation: 'Повторите пароль', save: 'Сохранить' };
const en = { password: 'New password', confirmation: 'Repeat the password', save: 'Save' };

/** Fills the form and presses Save; returns the two fields. */
async function fill(canvasElement: HTMLElement, password: string, confirmation: string, labels = ru) {
  const canvas = within(canvasElement);
  const first = canvas.getByLabelText(new RegExp(`^${labels.password}`), { selector: 'input' });
  const second = canvas.getByLabelText(new RegExp(`^${labels.confirmation}`), { selector: 'input' });
  await userEvent.clear(first);
  if (password) await userEvent.type(first, password);
  await userEvent.clear(second);
  if (confirmation) await userEvent.type(second, confirmation);
  await userEvent.click(canvas.getByRole('button', { name: labels.save }));
  return { first, second };
}

export const Default: Story = {};

/** Spec §5: required. Both fields empty are equal, so the confirmation has no message. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const { first, second } = await fill(canvasElement, '', '');
    await expect(first).toHaveAccessibleDescription('Введите пароль.');
    await expect(second).not.toHaveAccessibleDescription();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: 7 characters are too short. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const { first } = await fill(canvasElement, 'abc1234', 'abc1234');
    await expect(first).toHaveAccessibleDescription('Пароль должен быть длиннее 8 символов.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: 8 characters but Cyrillic letters and no Latin one (or no digit). */
export const WrongCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const message = 'Пароль должен состоять из латинских букв и цифр и содержать не менее 8 символов.';
    const { first } = await fill(canvasElement, 'пароль123', 'пароль123');
    await expect(first).toHaveAccessibleDescription(message);
    await fill(canvasElement, 'password', 'password');
    await expect(first).toHaveAccessibleDescription(message);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: a different confirmation is refused, with the message on the confirmation field. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const { first, second } = await fill(canvasElement, 'abcd1234', 'abcd1235');
    await expect(second).toHaveAccessibleDescription('Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.');
    await expect(first).toHaveAccessibleDescription('Не менее 8 символов: латинские буквы и цифры.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each field has its own show/hide toggle. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [showFirst, showSecond] = canvas.getAllByRole('button', { name: 'Показать пароль' });
    const first = canvas.getByLabelText(/^Новый пароль/, { selector: 'input' });
    const second = canvas.getByLabelText(/^Повторите пароль/, { selector: 'input' });
    await userEvent.type(first, 'abcd1234');
    await userEvent.click(showFirst);
    await expect(first).toHaveAttribute('type', 'text');
    await expect(second).toHaveAttribute('type', 'password');
    await userEvent.click(showSecond);
    await expect(second).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Скрыть пароль' })[0]);
    await expect(first).toHaveAttribute('type', 'password');
  },
};

/**
 * Valid: the request is sent; on success the form gives way to the message and an offer to log in (issue 19: not
 * an empty form again).
 */
export const Success: Story = {
  args: { onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'abcd1234', 'abcd1234');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'abcd1234', confirmation: 'abcd1234' });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Пароль изменён. Войдите с новым паролем.');
    await expect(canvas.queryByLabelText(/^Новый пароль/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Success for a reader who is signed in already: the message and 'Close'. */
export const SuccessSignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'abcd1234', 'abcd1234');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Пароль изменён\.\s*$/);
    // The frame's × and the success state's button have one name; the button is the last.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SuccessEnglish: Story = {
  ...inEnglish,
  args: { onSignIn: fn() },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'abcd1234', 'abcd1234', en);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed. Log in with the new password.');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** The messages follow the typing after a first attempt: fixing a field removes its message. */
export const FixingClearsMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const { first, second } = await fill(canvasElement, 'abc', 'abd');
    await expect(second).toHaveAccessibleDescription('Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.');
    await userEvent.type(first, 'd12345');
    await expect(first).not.toHaveAccessibleDescription('Пароль должен быть длиннее 8 символов.');
    await userEvent.clear(second);
    await userEvent.type(second, 'abcd12345');
    await expect(second).not.toHaveAccessibleDescription();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'abcd1234', 'abcd1234');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Сохранить/ })).toBeDisabled());
  },
};

/** The request failed: the fields are kept and a message says so. */
export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const { first } = await fill(canvasElement, 'abcd1234', 'abcd1234');
    await expect(await within(canvasElement).findByText('Пароль не изменён. Попробуйте ещё раз.')).toBeVisible();
    await expect(first).toHaveValue('abcd1234');
  },
};

/** The spec's English texts, exactly. */
export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    const { first, second } = await fill(canvasElement, '', 'x', en);
    await expect(first).toHaveAccessibleDescription('Enter your password.');
    await expect(second).toHaveAccessibleDescription('The passwords you entered do not match. Please re-enter your password.');
    await fill(canvasElement, 'abc1234', 'abc1234', en);
    await expect(first).toHaveAccessibleDescription('Password must be more than 8 characters.');
    await fill(canvasElement, 'abcdefgh', 'abcdefgh', en);
    await expect(first).toHaveAccessibleDescription('The password must consist of Latin letters, numbers and contain at least 8 characters.');
  },
};

export const Phone: Story = { ...onPhone };

/** The mailed link no longer works (the server refused the pin): the reason and a way to a new link, no form. */
export const LinkInvalid: Story = {
  args: { linkInvalid: true, onRequestNewLink: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('alert'),
    ).toHaveTextContent('Ссылка для смены пароля недействительна: срок её действия истёк или она уже использована. Запросите новую ссылку.');
    await expect(canvas.queryByLabelText(/^Новый пароль/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Запросить новую ссылку' }));
    await expect(args.onRequestNewLink).toHaveBeenCalledTimes(1);
  },
};

export const LinkInvalidEnglish: Story = {
  ...inEnglish,
  args: { linkInvalid: true, onRequestNewLink: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid, has expired or was already used. Please request a new one.',
    );
    await expect(canvas.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  },
};

export const LinkInvalidPhone: Story = { ...onPhone, args: { linkInvalid: true, onRequestNewLink: fn() } };
