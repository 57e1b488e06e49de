import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginModal } from './LoginModal';
import { storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Modals/LoginModal',
  component: LoginModal,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
    container: storyRoot,
  },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp | string) => within(canvasElement).getByLabelText(name, { selector: 'input' });

/** E-mail and password, Google and Facebook sign-in (/google_auth, /fb_auth). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Войти через Google' })).toHaveAttribute('href', '/google_auth');
    await expect(canvas.getByRole('link', { name: 'Войти через Facebook' })).toHaveAttribute('href', '/fb_auth');
    await userEvent.click(canvas.getByRole('button', { name: 'Забыли пароль?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Spec §5 client checks: an invalid e-mail and a short password are refused before any request. */
export const ClientChecks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Электронная почта'), 'reader@example');
    await userEvent.type(field(canvasElement, 'Пароль'), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(canvas.getByText('Неверный адрес электронной почты.')).toBeVisible();
    await expect(canvas.getByText('Пароль слишком короткий. Используйте не менее 8 символов.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid: the e-mail (trimmed) and password go to onSubmit; the messages clear as the fields are fixed. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(canvas.getByText('Неверный адрес электронной почты.')).toBeVisible();
    await userEvent.type(field(canvasElement, 'Электронная почта'), ' reader@example.org ');
    await expect(canvas.queryByText('Неверный адрес электронной почты.')).toBeNull();
    await userEvent.type(field(canvasElement, 'Пароль'), 'abcd1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'reader@example.org', password: 'abcd1234' });
  },
};

/** The server's errors under their fields; a known code in the interface language, other text as is. */
export const ServerErrors: Story = {
  args: { errors: { email: 'accountNotFound', password: 'Слишком много попыток. Попробуйте через минуту.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Аккаунт с таким адресом электронной почты не найден.')).toBeVisible();
    await expect(field(canvasElement, 'Электронная почта')).toHaveAccessibleDescription('Аккаунт с таким адресом электронной почты не найден.');
    await expect(canvas.getByText('Слишком много попыток. Попробуйте через минуту.')).toBeVisible();
  },
};

/** A server error hides once its field is edited. */
export const ServerErrorHidesOnEdit: Story = {
  args: { errors: { email: 'accountNotFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Электронная почта'), 'a');
    await expect(canvas.queryByText('Аккаунт с таким адресом электронной почты не найден.')).toBeNull();
  },
};

/** A form-level error from the server, above the fields. */
export const FormError: Story = { args: { errors: { form: 'Сервис входа временно недоступен. Попробуйте позже.' } } };

/** Signing in: the button is busy. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Войти/ })).toBeDisabled());
  },
};

/** The password's show/hide toggle. */
export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = field(canvasElement, 'Пароль');
    await userEvent.type(password, 'abcd1234');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать пароль' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Скрыть пароль' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** The spec's English texts, exactly. */
export const English: Story = {
  ...inEnglish,
  args: { errors: { email: 'accountNotFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No account found with that email address.')).toBeVisible();
    await userEvent.type(field(canvasElement, 'E-mail'), 'x');
    await userEvent.type(field(canvasElement, 'Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Invalid e-mail.')).toBeVisible();
    await expect(canvas.getByText('The password is too short. Please use at least 8 characters.')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };

/** Only the providers configured on the server are offered (issue 19): Google only. */
export const OnlyGoogle: Story = {
  args: { facebookHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Войти через Google' })).toHaveAttribute('href', '/google_auth');
    await expect(canvas.queryByRole('link', { name: 'Войти через Facebook' })).toBeNull();
  },
};

/** No provider configured: e-mail and password only, without the 'or' divider. */
export const WithoutSocial: Story = {
  args: { googleHref: null, facebookHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Войти через/ })).toBeNull();
    await expect(canvas.queryByText('или')).toBeNull();
  },
};

export const WithoutSocialPhone: Story = { ...onPhone, args: { googleHref: null, facebookHref: null } };
