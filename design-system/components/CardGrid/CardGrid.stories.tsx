import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CardGrid } from './CardGrid';
import { MaterialCard, MaterialCardSkeleton } from '../MaterialCard';
import { ScrollLoader } from '../ScrollLoader';
import { materialCards } from '../../../stories/fixtures/materials';
import type { MaterialCardData } from '../../types';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid<MaterialCardData>,
  args: {
    items: materialCards('ru', 6),
    itemKey: (item: MaterialCardData) => item.id,
    renderItem: (item: MaterialCardData) => <MaterialCard material={item} />,
  },
} satisfies Meta<typeof CardGrid<MaterialCardData>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The virtualised grid of the lists: as many columns as fit (cards at least 280 px wide). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The virtualised grid renders one card to measure it, then the rest.
    await waitFor(() => expect(within(canvasElement).getAllByTestId('material-card')).toHaveLength(6));
  },
};

/** While the next page loads, the scroll loader shows under the last row. */
export const LoadingMore: Story = {
  args: { footer: <ScrollLoader active loading onLoad={() => undefined} /> },
};

/** First load of a list: skeleton cards. */
export const Loading: Story = {
  args: {
    virtualize: false,
    items: [] as MaterialCardData[],
    footer: (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        <MaterialCardSkeleton />
        <MaterialCardSkeleton />
        <MaterialCardSkeleton />
      </div>
    ),
  },
};

export const English: Story = { ...inEnglish, args: { items: materialCards('en', 3) } };

/** One column at phone width. */
export const Phone: Story = { ...onPhone, args: { items: materialCards('ru', 2) } };
