import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryItem, GalleryItemSkeleton } from './GalleryItem';
import { galleryItems } from '../../../stories/fixtures/people';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [street, synagogue] = galleryItems('ru');

const meta = {
  title: 'Content/GalleryItem',
  component: GalleryItem,
  args: { item: street, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof GalleryItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, title, author and year, description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Неизвестный художник, 1912')).toBeVisible();
  },
};

/** A click on the image asks the page to open the popup with this work. */
export const ClickOpensPopup: Story = {
  args: { item: synagogue },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть «Синагога» крупно' }));
    await expect(args.onOpen).toHaveBeenCalledWith(synagogue);
  },
};

export const WithoutYearAndDescription: Story = { args: { item: { ...street, year: null, description: null } } };

export const LongText: Story = {
  args: {
    item: {
      ...street,
      title: 'Улица в местечке в базарный день, с телегами, лавками и синагогой в конце улицы',
      description: `${street.description} `.repeat(4),
    },
  },
};

export const Loading: Story = { render: () => <GalleryItemSkeleton /> };

/** The gallery is ru only in the product; the texts exist in English too. */
export const English: Story = {
  ...inEnglish,
  args: { item: galleryItems('en')[1] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open “The synagogue” larger' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
