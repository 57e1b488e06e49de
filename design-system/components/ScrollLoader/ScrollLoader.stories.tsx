import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ScrollLoader } from './ScrollLoader';

const meta = {
  title: 'Components/ScrollLoader',
  component: ScrollLoader,
  args: { onLoad: fn(), active: true },
} satisfies Meta<typeof ScrollLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view and idle: asks for the next page. */
export const RequestsNextPage: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
  },
};

/** While a page loads: the spinner (size 50, colour #CCCCCC by default), and no further requests. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const spinner = canvasElement.querySelector('[role="progressbar"]') as HTMLElement;
    await expect(spinner).toBeInTheDocument();
    await expect(getComputedStyle(spinner).color).toBe('rgb(204, 204, 204)');
    await expect(spinner.getBoundingClientRect().width).toBe(50);
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** Nothing more to load: renders nothing and never asks. */
export const Finished: Story = {
  args: { active: false },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-testid="scroll-loader"]')).toBeNull();
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

export const CustomLook: Story = { args: { loading: true, size: 32, color: '#1F4E79' } };
