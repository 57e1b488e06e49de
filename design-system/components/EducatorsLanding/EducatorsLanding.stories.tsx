import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EducatorsLanding } from './EducatorsLanding';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Educators/EducatorsLanding',
  component: EducatorsLanding,
  args: { signedIn: true, questionaryHref: '/ru/profile/questionary', onRegister: fn(), onLogin: fn() },
} satisfies Meta<typeof EducatorsLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in without access (card_access ≠ 1): the tool explained and a link to the profile questionnaire. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Заполнить анкету' })).toHaveAttribute('href', '/ru/profile/questionary');
    await expect(canvas.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
  },
};

/** Signed out: register, or sign in for those who have an account (callbacks open the modals). */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Зарегистрироваться' }));
    await expect(args.onRegister).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'У меня есть аккаунт: войти' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** Signed out, with pages instead of modals. */
export const SignedOutWithLinks: Story = {
  args: { signedIn: false, onRegister: undefined, onLogin: undefined, registerHref: '/ru?register=1', loginHref: '/ru?login=1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/ru?register=1');
  },
};

/**
 * Signed out on the Russian hashtags landing: sign-in is a link to the tool (where it leads after sign-in, and
 * without script), and a plain click opens the login modal instead.
 */
export const SignedOutLoginLink: Story = {
  args: { signedIn: false, loginHref: '/ru/da-for-educators' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'У меня есть аккаунт: войти' });
    await expect(link).toHaveAttribute('href', '/ru/da-for-educators');
    await userEvent.click(link);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(window.location.pathname).not.toBe('/ru/da-for-educators');
  },
};

export const English: Story = {
  ...inEnglish,
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const EnglishSignedIn: Story = { ...inEnglish, args: { questionaryHref: '/en/profile/questionary' } };

export const Phone: Story = { ...onPhone, args: { signedIn: false } };

/** The English landing says the tool is in Russian only (issue 19). */
export const EnglishRussianOnly: Story = {
  ...inEnglish,
  args: { signedIn: false, russianOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('russian-only')).toHaveTextContent(
      'The tool is in Russian only: its hashtags and the materials it finds are those of the Russian site.',
    );
  },
};

/** An approved educator (card_access 1) on the English landing: no invitation to apply, the way into the tool. */
export const EnglishWithAccess: Story = {
  ...inEnglish,
  args: { russianOnly: true, toolHref: '/ru/da-for-educators' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have access to the tool.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the tool (in Russian)' })).toHaveAttribute('href', '/ru/da-for-educators');
    await expect(canvas.queryByRole('link', { name: 'Fill in the questionnaire' })).toBeNull();
  },
};

export const WithAccessPhone: Story = { ...onPhone, args: { toolHref: '/ru/da-for-educators' } };
