import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { HashtagsLandingPage } from '../../src/features/search/HashtagsLandingPage';
import { ScreenRoute } from './ScreenRoute';
import { inEnglish, onPhone } from '../helpers';

const userHandlers = (cardAccess: number) => [
  http.get('/api/user', () =>
    HttpResponse.json({
      user: { id: 5, name: 'Anna', surname: 'Kogan', card_access: cardAccess },
      favoriteMaterials: [],
      favoriteCourses: [],
      count_materials: 0,
      count_courses: 0,
    }),
  ),
];

const signedIn = () => {
  localStorage.setItem('token', 'story-token');
  return () => localStorage.removeItem('token');
};

/** The hashtags landing (src/features/search/HashtagsLandingPage): the educators' tool explained to other users. */
const meta = {
  title: 'Screens/Hashtags landing',
  render: () => (
    <ScreenRoute path="/:locale/hashtags-landing">
      <AuthProvider>
        <HashtagsLandingPage />
      </AuthProvider>
    </ScreenRoute>
  ),
  parameters: { layout: 'padded', route: '/ru/hashtags-landing' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is invited to register (or to sign in). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  },
};

/** A signed-in user without access is invited to the questionnaire in the profile. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: userHandlers(0) } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Заполнить анкету' });
    await expect(link).toHaveAttribute('href', '/ru/profile/questionary');
  },
};

/** A user with access (card_access 1) goes straight on into the tool (here a stand-in of its page). */
export const WithAccess: Story = {
  parameters: { msw: { handlers: userHandlers(1) }, screenshot: false },
  beforeEach: signedIn,
  render: () => (
    <>
      <ScreenRoute path="/:locale/hashtags-landing">
        <HashtagsLandingPage />
      </ScreenRoute>
      <ScreenRoute path="/:locale/da-for-educators">
        <p data-testid="educators-tool">/ru/da-for-educators</p>
      </ScreenRoute>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('educators-tool')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Заполнить анкету' })).toBeNull();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/hashtags-landing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
