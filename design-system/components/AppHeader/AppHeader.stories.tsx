import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { inEnglish, onPhone } from '../../../stories/helpers';

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
