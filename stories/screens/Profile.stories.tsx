import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileFavoritesPage } from '../../src/features/profile/ProfileFavoritesPage';
import { ProfileHelpPage } from '../../src/features/profile/ProfileHelpPage';
import { ProfileDataPage } from '../../src/features/profile/ProfileDataPage';
import { ProfileCoursesPage } from '../../src/features/profile/ProfileCoursesPage';
import { ProfileMaterialsPage } from '../../src/features/profile/ProfileMaterialsPage';
import { ProfileReviewsPage } from '../../src/features/profile/ProfileReviewsPage';
import { AccountScreen } from './AccountScreens';
import { profileErrorHandlers, profileHandlers, profileLoadingHandlers, signedIn } from '../msw/accounts';
import { inEnglish, onPhone } from '../helpers';

/** The personal account's pages (src/features/profile) for a signed-in reader, the calls answered by MSW. */
const meta = {
  title: 'Screens/Profile',
  render: () => <AccountScreen profile={<ProfileFavoritesPage />} />,
  beforeEach: signedIn,
  parameters: { layout: 'padded', route: '/ru/profile/favorites', msw: { handlers: profileHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Favourite materials and courses, with the tabs of the sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('favorite-courses')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: profileHandlers({ empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('favorite-courses-empty')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: profileLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('material-card-skeleton')).not.toHaveLength(0);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: profileErrorHandlers }, expectedConsoleErrors: ['status of 500'] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Не удалось загрузить данные. Попробуйте позже.'))[0]).toBeVisible();
  },
};

/** A visitor (no token): the neutral skeleton, never the reader's data. */
export const Visitor: Story = {
  beforeEach: () => localStorage.removeItem('token'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('favorite-courses')).toBeNull();
  },
};

/** The help chat: the team's answers, the unread badge on the tab. */
export const HelpChat: Story = {
  render: () => <AccountScreen profile={<ProfileHelpPage />} />,
  parameters: { route: '/ru/profile/help', msw: { handlers: profileHandlers({ unread: 1 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Отправить' })).toBeVisible();
  },
};

/** My details: the e-mail read-only, the sessions, deleting the account. */
export const Data: Story = {
  render: () => <AccountScreen profile={<ProfileDataPage />} />,
  parameters: { route: '/ru/profile/data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safari · iOS')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Выйти на всех других устройствах' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Удалить аккаунт' })).toBeVisible();
  },
};

/** My courses: history, recommendations, archive; sort by date or popularity; remove from the history. */
export const Courses: Story = {
  render: () => <AccountScreen profile={<ProfileCoursesPage />} />,
  parameters: { route: '/ru/profile/courses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('profile-courses-history')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Очистить историю' })).toBeEnabled();
  },
};

export const Materials: Story = {
  render: () => <AccountScreen profile={<ProfileMaterialsPage />} />,
  parameters: { route: '/ru/profile/materials' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('viewed-materials')).toBeVisible();
  },
};

export const Reviews: Story = {
  render: () => <AccountScreen profile={<ProfileReviewsPage />} />,
  parameters: { route: '/ru/profile/reviews' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('А будет продолжение про Хануку?')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/profile/favorites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Personal account' })).toBeVisible();
    // The favourites come after the heading: the screenshot is of the page with them.
    await expect(await canvas.findByTestId('favorite-courses')).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('favorite-courses')).toBeVisible();
  },
};
