import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaterialCard, MaterialCardSkeleton } from './MaterialCard';
import { longTitleCard, materialCards } from '../../../stories/fixtures/materials';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [shabbat, hebrew, challah, , synagogue] = materialCards('ru');

const meta = {
  title: 'Components/MaterialCard',
  component: MaterialCard,
  args: { material: shabbat },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof MaterialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, the main tag's colour band, title, minutes, description and tags; the card links to the material. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ru/materials/shabbat');
    await expect(canvas.getByText('6 минут')).toBeVisible();
  },
};

/** A main tag with a gradient colours the card with it. */
export const GradientTag: Story = { args: { material: hebrew } };

/** Russian plurals: 21 минута, 1 минута. */
export const Plurals: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <MaterialCard material={challah} />
      <MaterialCard material={synagogue} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21 минута')).toBeVisible();
    await expect(canvas.getByText('1 минута')).toBeVisible();
  },
};

export const WithoutImage: Story = { args: { material: { ...shabbat, image: null } } };

export const LongText: Story = { args: { material: longTitleCard('ru') } };

export const Loading: Story = { render: () => <MaterialCardSkeleton /> };

export const English: Story = {
  ...inEnglish,
  args: { material: materialCards('en')[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6 minutes')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { material: longTitleCard('ru') } };
