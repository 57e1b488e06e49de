import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileTabs, PROFILE_TABS, type ProfileTabKey } from './ProfileTabs';
import { inEnglish, onPhone } from '../../../stories/helpers';

const hrefs = (locale: 'ru' | 'en') =>
  Object.fromEntries(PROFILE_TABS.map((key) => [key, `/${locale}/profile/${key}`])) as Record<ProfileTabKey, string>;

const meta = {
  title: 'Profile/ProfileTabs',
  component: ProfileTabs,
  args: { active: 'data', hrefs: hrefs('ru') },
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven sections, each a link; the active one is marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('navigation', { name: 'Разделы профиля' })).getAllByRole('link');
    await expect(tabs.map((t) => t.textContent)).toEqual(['Мои данные', 'Избранное', 'Курсы', 'Материалы', 'Отзывы', 'Помощь', 'Анкета']);
    await expect(canvas.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/ru/profile/favorites');
    await expect(canvas.getByRole('link', { name: 'Мои данные' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Help active, with two unread team answers. */
export const HelpWithUnread: Story = {
  args: { active: 'help', unreadHelp: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '2 непрочитанных ответа' })).toHaveTextContent('2');
    await expect(canvas.getByRole('link', { name: /Помощь/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyUnread: Story = { args: { active: 'reviews', unreadHelp: 120 } };

export const WithoutQuestionary: Story = { args: { active: 'courses', hidden: ['questionary'] } };

export const English: Story = { ...inEnglish, args: { active: 'questionary', hrefs: hrefs('en'), unreadHelp: 1 } };

/** Phones: the sections wrap as pills. */
export const Phone: Story = { ...onPhone, args: { active: 'reviews', unreadHelp: 1 } };
