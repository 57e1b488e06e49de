import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';
import { profileLinks, storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/ProfileMenu',
  component: ProfileMenu,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 500 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: {
    user: { name: 'Анна', surname: 'Коган', email: 'anna.kogan@example.org' },
    links: profileLinks('ru'),
    coursesCount: 3,
    materialsCount: 12,
    unreadChat: 0,
    onLogout: fn(),
    onLogin: fn(),
    container: storyRoot,
  },
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, closed: the avatar button. */
export const Default: Story = {};

/** Opened: the profile pages with the counter badges, then logout. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Меню профиля' }));
    const menu = await canvas.findByRole('menu', { name: 'Профиль' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/ru/profile/data',
      '/ru/profile/favorites',
      '/ru/profile/courses',
      '/ru/profile/materials',
      '/ru/profile/reviews',
      '/ru/profile/help',
      '/ru/profile/questionary',
      null,
    ]);
    await expect(within(menu).getByTestId('profile-count-courses')).toHaveTextContent('3');
    await expect(within(menu).getByTestId('profile-count-materials')).toHaveTextContent('12');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Gone from the page, not only hidden: the screenshot shows the closed menu.
    await waitFor(() => expect(canvasElement.querySelector('[role="menu"]')).toBeNull());
  },
};

/** Counts above 99 show 99+ in the small style; zero shows no badge; the unread chat marker. */
export const BadgesAndUnreadChat: Story = {
  args: { coursesCount: 0, materialsCount: 150, unreadChat: 2, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByTestId('profile-count-materials')).toHaveTextContent('99+');
    await expect(within(menu).queryByTestId('profile-count-courses')).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: /Чат помощи/ })).toHaveTextContent('2 непрочитанных сообщения');
    await expect(within(menu).getByTestId('profile-unread')).toBeVisible();
  },
};

/** The avatar carries the unread chat marker while the menu is closed. */
export const UnreadChat: Story = {
  args: { unreadChat: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Меню профиля: новые сообщения в чате помощи' })).toBeVisible();
  },
};

/** Signed out: the login button. */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Войти' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Without a name (or with the string 'null') the menu says 'Пользователь'. */
export const WithoutName: Story = {
  args: { user: { name: 'null', surname: null, email: 'reader@example.org' }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Пользователь')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    user: { name: 'Александра-Мария', surname: 'Константинопольская-Шварценберг', email: 'aleksandra.maria.konstantinopolskaya@example-university.org' },
    materialsCount: 1000,
    coursesCount: 99,
    defaultOpen: true,
  },
};

export const English: Story = {
  ...inEnglish,
  args: { links: profileLinks('en'), user: { name: 'Anna', surname: 'Kogan', email: 'anna.kogan@example.org' }, unreadChat: 1, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('menuitem', { name: /Help chat/ })).toHaveTextContent('1 unread message');
  },
};

export const EnglishSignedOut: Story = { ...inEnglish, args: { user: null } };

export const Phone: Story = { ...onPhone, args: { defaultOpen: true, unreadChat: 3 } };
