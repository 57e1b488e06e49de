import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';
import { PopularMaterials } from '../PopularMaterials';
import { materialCards } from '../../../stories/fixtures/materials';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { homeHref: '/ru' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  },
};

/** The spec's texts: 'Error 404', an explanation, 'Back to Home'. */
export const English: Story = {
  ...inEnglish,
  args: { homeHref: '/en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  },
};

export const Phone: Story = { ...onPhone };

/** As the app shows it: a search form (GET to the search page) and the popular materials besides 'home'. */
export const WithSearchAndPopular: Story = {
  args: { searchHref: '/ru/search', children: <PopularMaterials materials={materialCards('ru', 4)} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/ru/search');
    await expect(within(form).getByRole('searchbox', { name: 'Поиск по сайту' })).toHaveAttribute('name', 'search');
    await expect(within(form).getByRole('button', { name: 'Найти' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('link', { name: 'Хала' })).toBeVisible();
  },
};

export const WithSearchAndPopularOnPhone: Story = {
  ...onPhone,
  args: WithSearchAndPopular.args,
};

export const WithSearchEnglish: Story = {
  ...inEnglish,
  args: { homeHref: '/en', searchHref: '/en/search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
