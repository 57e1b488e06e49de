import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewsList } from './ReviewsList';
import { reviews } from '../../../stories/fixtures/profile';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Profile/ReviewsList',
  component: ReviewsList,
  args: { reviews: reviews('ru'), timeZone: 'Europe/Moscow' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ReviewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each comment with the item's title (link) and the date-time (numeric year, month, day, hour, minute). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Еврейский год' })).toHaveAttribute('href', '/ru/courses/jewish-year');
    await expect(canvas.getByText('12.05.2024, 12:30')).toBeVisible();
    await expect(canvas.getByText('2 отзыва')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Вы ещё не оставили ни одного отзыва');
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    reviews: [
      {
        ...reviews('ru')[0],
        item: { title: 'Еврейский год: праздники, посты и памятные дни календаря от осенних праздников до летнего траура', href: '/ru/courses/jewish-year' },
        content: `${reviews('ru')[0].content}\n${reviews('ru')[0].content} `.repeat(4),
      },
    ],
  },
};

export const English: Story = {
  ...inEnglish,
  args: { reviews: reviews('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12/05/2024, 12:30')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
