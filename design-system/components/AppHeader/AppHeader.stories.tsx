import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { HeaderSearch } from '../HeaderSearch';
import { ProfileMenu } from '../ProfileMenu';
import { profileLinks, searchResultsFixture, storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, inEnglishOnPhone, onPhone } from '../../../stories/helpers';

const nav = (locale: string) =>
  (['materials', 'courses', 'books', 'map', 'team', 'about'] as const).map((key) => ({
    key,
    href: `/${locale}/${key}`,
    active: key === 'materials',
  }));

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'ru',
    homeHref: '/ru',
    nav: nav('ru'),
    localeHrefs: { ru: '/ru/materials', en: '/en/materials' },
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, sections (the current one marked), and the locale switch linking to the same page in each language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/en/materials');
    await expect(canvas.getByRole('link', { name: 'RU' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Материалы' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  ...inEnglish,
  args: { locale: 'en', homeHref: '/en', nav: nav('en') },
};

/** At phone width the sections move into the menu. */
export const Phone: Story = { ...onPhone };

/** The mobile menu opened with the menu button. */
export const PhoneMenuOpen: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('presentation');
    await expect(within(menu).getByRole('link', { name: 'Библиотека' })).toBeVisible();
  },
};

const search = (locale: 'ru' | 'en', props: Partial<Parameters<typeof HeaderSearch>[0]> = {}) => (
  <HeaderSearch results={searchResultsFixture(locale)} onQueryChange={fn()} onSubmit={fn()} {...props} />
);
const profile = (locale: 'ru' | 'en', props: Partial<Parameters<typeof ProfileMenu>[0]> = {}) => (
  <ProfileMenu
    user={{ name: locale === 'ru' ? 'Анна' : 'Anna', surname: locale === 'ru' ? 'Коган' : 'Kogan', email: 'anna.kogan@example.org' }}
    links={profileLinks(locale)}
    coursesCount={3}
    materialsCount={120}
    unreadChat={1}
    onLogout={fn()}
    onLogin={fn()}
    container={storyRoot}
    {...props}
  />
);

/** With its slots filled: the live search and the profile menu of a signed-in user. */
export const SignedIn: Story = {
  args: { search: search('ru'), account: profile('ru') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Поиск по сайту' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Меню профиля: новые сообщения в чате помощи' })).toBeVisible();
  },
};

/** Signed out: the login button in the account slot. */
export const SignedOut: Story = {
  args: { search: search('ru'), account: profile('ru', { user: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Войти' })).toBeVisible();
  },
};

/** The search panel open under the header. */
export const SearchOpen: Story = {
  args: { search: search('ru', { defaultQuery: 'суббота', defaultOpen: true }), account: profile('ru') },
  decorators: [(Story) => <div style={{ minHeight: 640 }}><Story /></div>],
};

/** The profile menu open under the header. */
export const ProfileMenuOpen: Story = {
  args: { search: search('ru'), account: profile('ru', { defaultOpen: true }) },
  decorators: [(Story) => <div style={{ minHeight: 520 }}><Story /></div>],
  // The menu's code loads on first use: wait for it, or the screenshot may show the header alone.
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const EnglishSignedIn: Story = {
  ...inEnglish,
  args: { locale: 'en', homeHref: '/en', nav: nav('en'), search: search('en'), account: profile('en') },
};

/** At phone width the search folds into a button next to the account. */
export const PhoneSignedIn: Story = { ...onPhone, args: { search: search('ru'), account: profile('ru') } };

/** On a phone the opened search covers the bar, its results below. */
export const PhoneSearchOpen: Story = {
  ...onPhone,
  args: { search: search('ru', { defaultQuery: 'суббота', defaultOpen: true, defaultExpanded: true }), account: profile('ru') },
  decorators: [(Story) => <div style={{ minHeight: 700 }}><Story /></div>],
};

export const PhoneSignedOut: Story = { ...onPhone, args: { search: search('ru'), account: profile('ru', { user: null }) } };

/**
 * The narrowest phone signed out: the mark at full size (it was squashed to 10 px), the name on two lines where
 * they fit, else the mark alone (never cut to "Евре…").
 */
export const SmallPhoneSignedOut: Story = {
  ...onPhone,
  // The bar 320 px wide (the phone breakpoints are the same as at 375 px).
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  args: { search: search('ru'), account: profile('ru', { user: null }) },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('a[title="Главная страница"] svg') as SVGElement;
    await expect(mark.getBoundingClientRect().width).toBe(32);
  },
};

export const PhoneSignedOutEnglish: Story = {
  ...inEnglishOnPhone,
  args: { locale: 'en', homeHref: '/en', nav: nav('en'), search: search('en'), account: profile('en', { user: null }) },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('a[title="Home page"] svg') as SVGElement;
    await expect(mark.getBoundingClientRect().width).toBe(32);
    // The name shows whole or not at all: never cut.
    const name = canvasElement.querySelector('a[title="Home page"] span') as HTMLElement;
    if (getComputedStyle(name).display !== 'none') await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};

/** Keyboard focus on a section link shows the theme's focus ring (WCAG 2.4.7). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Курсы' });
    while (document.activeElement !== link) await userEvent.tab();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
