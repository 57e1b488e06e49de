import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountScreen } from './AccountScreens';
import { signedIn, userHandler } from '../msw/accounts';
import { inEnglish, onPhone } from '../helpers';

const body = () => within(document.body);

/** The header's account slot and the account modals (src/features/account), with the calls answered by MSW. */
const meta = {
  title: 'Screens/Accounts',
  render: () => <AccountScreen />,
  parameters: {
    layout: 'fullscreen',
    route: '/ru',
    msw: {
      handlers: [
        http.post('/api/login', () =>
          HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['No account found with that email address.'] } }, { status: 422 }),
        ),
        http.post('/api/password/reset/check', () => HttpResponse.json({ valid: true, message: 'ok' })),
        http.post('/api/password/reset', () => HttpResponse.json({ success: true, message: 'ok' })),
        http.post('/api/confirm-email', () => HttpResponse.json({ success: true, message: 'ok' })),
      ],
    },
    expectedConsoleErrors: ['status of 422'],
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the sign-in entry opens the login modal; the server's 'no account' shows in the interface language. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Войти' }));
    const modal = await body().findByTestId('login-modal');
    await userEvent.type(within(modal).getByLabelText('Электронная почта', { selector: 'input' }), 'nobody@example.org');
    await userEvent.type(within(modal).getByLabelText('Пароль', { selector: 'input' }), 'Shalom2026');
    await userEvent.click(within(modal).getByRole('button', { name: 'Войти' }));
    await expect(await within(modal).findByText('Аккаунт с таким адресом электронной почты не найден.')).toBeVisible();
  },
};

/** Registration: the §5 password rules and the consent to the terms and the privacy policy. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Войти' }));
    await userEvent.click(await body().findByRole('button', { name: 'Нет аккаунта? Зарегистрируйтесь' }));
    const modal = await body().findByTestId('register-modal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Зарегистрироваться' }));
    await expect(within(modal).getByText('Введите адрес электронной почты.')).toBeVisible();
    await expect(within(modal).getByText('Введите пароль.')).toBeVisible();
    await expect(within(modal).getByText('Пожалуйста, примите условия использования и политику конфиденциальности.')).toBeVisible();
    await expect(within(modal).getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute('href', '/ru/politics');
  },
};

/** ?pin= from the reset mail opens the change-password modal (and leaves the address). */
export const ChangePasswordFromMail: Story = {
  parameters: { route: '/ru?pin=story-pin' },
  play: async () => {
    const modal = await body().findByTestId('change-password-modal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    await expect(within(modal).getByText('Введите пароль.')).toBeVisible();
    await userEvent.type(within(modal).getByLabelText(/^Новый пароль/, { selector: 'input' }), 'NewPass2026');
    await userEvent.type(within(modal).getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'NewPass2026');
    await userEvent.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    await expect(await within(modal).findByRole('status')).toHaveTextContent('Пароль изменён. Войдите с новым паролем.');
  },
};

/** ?email-pin= from the confirmation mail: confirmed, the registration-success modal. */
export const EmailConfirmed: Story = {
  parameters: { route: '/ru?email-pin=story-pin' },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Спасибо за регистрацию!' })).toBeVisible();
  },
};

/** A reader: the profile menu with the counts (above 99 in the small style) and the unread help-chat marker. */
export const SignedIn: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: [userHandler({ courses: 120, materials: 7, unread: 2 })] } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Меню профиля: новые сообщения в чате помощи' });
    await userEvent.click(button);
    await waitFor(() => expect(body().getByTestId('profile-count-courses')).toHaveTextContent('99+'));
    await expect(body().getByTestId('profile-count-materials')).toHaveTextContent('7');
    await expect(body().getByTestId('profile-unread')).toBeVisible();
    await expect(body().getByRole('menu')).toHaveTextContent('Анна Коган');
  },
};

/** Both name parts missing or 'null': the menu says Пользователь (spec §3). */
export const NoName: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: [userHandler({ name: null })] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Меню профиля' }));
    await expect(await body().findByRole('menu')).toHaveTextContent('Пользователь');
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(await body().findByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', '/google_auth');
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Войти' }));
    await expect(await body().findByTestId('login-modal')).toBeVisible();
  },
};
