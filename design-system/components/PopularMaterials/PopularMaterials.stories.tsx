import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PopularMaterials } from './PopularMaterials';
import { longTitleCard, materialCards } from '../../../stories/fixtures/materials';
import { BookmarkStub } from '../../../stories/fixtures/slots';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/PopularMaterials',
  component: PopularMaterials,
  args: { materials: materialCards('ru', 6), renderBookmark: (m) => <BookmarkStub active={m.id === 2} /> },
} satisfies Meta<typeof PopularMaterials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four slots (of six materials given); the first is in the 310x350 preview on its main tag's colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByTestId('popular-preview')).toHaveAttribute('data-material-id', '1');
    await expect(canvas.getByTestId('popular-preview')).toHaveStyle({ width: '310px', height: '350px' });
    await expect(canvas.getAllByRole('button', { name: 'В избранное' })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Хала' })).toHaveAttribute('href', '/ru/materials/challah');
  },
};

/** Hovering a slot shows its image and its tag colour in the preview; keyboard focus does the same. */
export const HoverShowsPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('popular-preview');
    const [, second, third] = canvas.getAllByRole('article');
    await userEvent.hover(third);
    await expect(preview).toHaveAttribute('data-material-id', '3');
    await expect(preview.querySelector('img')).toHaveAttribute('src', '/fixtures/challah-preview.webp');
    await expect(preview).toHaveStyle({ backgroundColor: 'rgb(79, 121, 66)' });
    await expect(third).toHaveAttribute('data-active', 'true');
    await userEvent.unhover(third);
    // Keyboard: tabbing onto a slot's link shows that slot too.
    const link = canvas.getByRole('link', { name: 'Алфавит иврита' });
    for (let i = 0; i < 10 && canvasElement.ownerDocument.activeElement !== link; i++) await userEvent.tab();
    await expect(preview).toHaveAttribute('data-material-id', '2');
    await expect(second).toHaveAttribute('data-active', 'true');
  },
};

/** Fewer than four materials: only those slots. */
export const TwoMaterials: Story = { args: { materials: materialCards('ru', 2) } };

export const Loading: Story = {
  args: { materials: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Загрузка популярных материалов' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { materials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Популярных материалов пока нет')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { materials: [longTitleCard('ru'), ...materialCards('ru', 3).slice(1)] },
};

export const English: Story = {
  ...inEnglish,
  args: { materials: materialCards('en', 4), renderBookmark: () => <BookmarkStub locale="en" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Popular materials' })).toBeVisible();
  },
};

/** Phones: no large preview, the slots in two columns. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('popular-preview')).not.toBeVisible();
  },
};
