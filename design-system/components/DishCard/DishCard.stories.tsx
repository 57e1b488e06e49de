import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DishCard, DishCardSkeleton } from './DishCard';
import { dishes } from '../../../stories/fixtures/people';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [challah, tzimmes] = dishes('ru');

const meta = {
  title: 'Content/DishCard',
  component: DishCard,
  args: { dish: challah },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof DishCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, title, time (ru plurals), description (HTML) and ingredients. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 ч 1 мин')).toBeVisible();
    // The ingredients are the list under their heading.
    const list = canvas.getByRole('heading', { name: 'Ингредиенты' }).nextElementSibling as HTMLElement;
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const ShortRecipe: Story = {
  args: { dish: tzimmes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('45 минут')).toBeVisible();
  },
};

/** No image, time or ingredients. */
export const Minimal: Story = { args: { dish: { ...tzimmes, image: null, time: null, ingredients: [] } } };

export const LongText: Story = {
  args: {
    dish: {
      ...challah,
      title: 'Хала с изюмом и маком, как её пекли в местечках на Рош ха-Шана',
      description: `<p>${'Тесто замешивают с вечера, а утром плетут круглую косу, чтобы год был полным. '.repeat(4)}</p>`,
      ingredients: [...challah.ingredients, '100 г изюма', '2 ст. л. мака, предварительно запаренного кипятком и отжатого'],
    },
  },
};

export const Loading: Story = { render: () => <DishCardSkeleton /> };

/** The ashkenazi table is ru only in the product; the texts exist in English too. */
export const English: Story = {
  ...inEnglish,
  args: { dish: dishes('en')[0] },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Ingredients' });
    await expect(heading.nextElementSibling?.tagName).toBe('UL');
  },
};

export const Phone: Story = { ...onPhone };
