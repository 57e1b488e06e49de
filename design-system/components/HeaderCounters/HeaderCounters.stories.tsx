import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HeaderCounters } from './HeaderCounters';
import { AppHeader } from '../AppHeader';
import { ProfileMenu } from '../ProfileMenu';
import { profileLinks, storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/HeaderCounters',
  component: HeaderCounters,
  args: {
    materialsCount: 3,
    coursesCount: 1,
    materialsHref: '/ru/profile/favorites#favorite-materials',
    coursesHref: '/ru/profile/favorites#favorite-courses',
  },
} satisfies Meta<typeof HeaderCounters>;
export default meta;
type Story = StoryObj<typeof meta>;

const badgeOf = (canvas: HTMLElement, key: 'materials' | 'courses') =>
  within(canvas).getByTestId(`header-count-${key}`);

/** Some favourites: each counter shows its number and leads to its list in the profile. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Избранное' });
    const materials = within(group).getByRole('link', { name: '3 избранных материала' });
    await expect(materials).toHaveAttribute('href', '/ru/profile/favorites#favorite-materials');
    await expect(within(group).getByRole('link', { name: '1 избранный курс' })).toHaveAttribute('href', '/ru/profile/favorites#favorite-courses');
    await expect(badgeOf(canvasElement, 'materials')).toHaveTextContent('3');
    await expect(badgeOf(canvasElement, 'materials')).toBeVisible();
    await expect(badgeOf(canvasElement, 'courses')).toHaveTextContent('1');
    await expect(getComputedStyle(badgeOf(canvasElement, 'materials')).fontSize).toBe('11px');
  },
};

/** No favourites yet: the links stay, without a number. */
export const Zero: Story = {
  args: { materialsCount: 0, coursesCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Избранные материалы: пока нет' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Избранные курсы: пока нет' })).toBeVisible();
    await expect(badgeOf(canvasElement, 'materials')).toHaveClass('MuiBadge-invisible');
    await expect(badgeOf(canvasElement, 'materials')).toBeEmptyDOMElement();
    await expect(badgeOf(canvasElement, 'courses')).toHaveClass('MuiBadge-invisible');
  },
};

/** Above 99 (spec §9): 99+ in the small style; 99 itself is still a plain number. */
export const AboveNinetyNine: Story = {
  args: { materialsCount: 150, coursesCount: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '150 избранных материалов' })).toBeVisible();
    await expect(badgeOf(canvasElement, 'materials')).toHaveTextContent(/^99\+$/);
    await expect(getComputedStyle(badgeOf(canvasElement, 'materials')).fontSize).toBe('9px');
    await expect(badgeOf(canvasElement, 'courses')).toHaveTextContent(/^99$/);
    await expect(getComputedStyle(badgeOf(canvasElement, 'courses')).fontSize).toBe('11px');
  },
};

export const English: Story = {
  ...inEnglish,
  args: { materialsCount: 1, coursesCount: 120, materialsHref: '/en/profile/favorites#favorite-materials', coursesHref: '/en/profile/favorites#favorite-courses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Favourites' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1 favourite material' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '120 favourite courses' })).toBeVisible();
    await expect(badgeOf(canvasElement, 'courses')).toHaveTextContent('99+');
  },
};

const nav = (['materials', 'courses', 'books', 'map', 'team', 'about'] as const).map((key) => ({ key, href: `/ru/${key}` }));

/** In the header at phone width: the counters beside the profile menu (whose unread-chat dot stays); the brand shows its mark only. */
export const InHeaderOnPhone: Story = {
  ...onPhone,
  parameters: { layout: 'fullscreen' },
  args: { materialsCount: 12, coursesCount: 120 },
  render: (args) => (
    <AppHeader
      locale="ru"
      homeHref="/ru"
      nav={nav}
      localeHrefs={{ ru: '/ru', en: '/en' }}
      compactBrand
      account={
        <>
          <HeaderCounters {...args} />
          <ProfileMenu
            user={{ name: 'Анна', surname: 'Коган', email: 'anna.kogan@example.org' }}
            links={profileLinks('ru')}
            coursesCount={args.coursesCount}
            materialsCount={args.materialsCount}
            unreadChat={1}
            onLogout={fn()}
            onLogin={fn()}
            container={storyRoot}
          />
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: '12 избранных материалов' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '120 избранных курсов' })).toBeVisible();
    await expect(badgeOf(canvasElement, 'courses')).toHaveTextContent('99+');
    await expect(within(banner).getByRole('button', { name: 'Меню профиля: новые сообщения в чате помощи' })).toBeVisible();
    // Everything fits the phone's width.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
