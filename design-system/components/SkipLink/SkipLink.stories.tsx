import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';
import { inEnglish } from '../../../stories/helpers';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { target: 'main' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120 }}>
        <Story />
        <main id="main" tabIndex={-1} style={{ paddingTop: 64 }}>
          Main content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden above the page until the first Tab. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Перейти к содержанию' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it with the focus ring; Enter moves focus to the main content. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Перейти к содержанию' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(0);
  },
};

export const FocusedEnglish: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
