import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapPlaceCard, MapPlaceCardSkeleton } from './MapPlaceCard';
import { mapPlaces } from '../../../stories/fixtures/people';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [jericho, hebron] = mapPlaces('ru');

const meta = {
  title: 'Content/MapPlaceCard',
  component: MapPlaceCard,
  args: { place: jericho },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof MapPlaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Preview, the section label, title, snippet and the link to the place page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'О месте' })).toHaveAttribute('href', '/ru/map/jericho');
    await expect(canvas.getByTestId('place-section')).toHaveTextContent('Нэвиим');
  },
};

export const TorahPlace: Story = { args: { place: hebron } };

export const WithoutImageAndSection: Story = { args: { place: { ...jericho, imagePreview: null, section: null } } };

export const LongText: Story = {
  args: {
    place: {
      ...jericho,
      title: 'Иерихон — город пальм, первый город за Иорданом, один из древнейших городов мира',
      snippet: `${jericho.snippet}${jericho.snippet}`,
    },
  },
};

export const Loading: Story = { render: () => <MapPlaceCardSkeleton /> };

export const English: Story = {
  ...inEnglish,
  args: { place: mapPlaces('en')[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'About the place' })).toHaveAttribute('href', '/en/map/jericho');
  },
};

export const Phone: Story = { ...onPhone };
