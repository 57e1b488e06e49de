import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LikeButton } from './LikeButton';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/LikeButton',
  component: LikeButton,
  args: { count: 41, onLike: fn(async () => undefined) },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: not liked becomes liked after the server's success, count + 1; it cannot be liked again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Нравится: 41 отметка' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveAccessibleName('Нравится: 42 отметки');
    await expect(button).toHaveTextContent('42');
    await userEvent.click(button);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent('42');
  },
};

/** Liked when the view opened. */
export const Liked: Story = {
  args: { liked: true, count: 42 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

/** While the like is being sent: a spinner, the count unchanged, clicks ignored. */
export const Pending: Story = {
  args: { onLike: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent('41');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refused: still not liked, the count unchanged; it may be tried again. */
export const LikeFailed: Story = {
  args: { onLike: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent('41');
    await userEvent.click(button);
    await expect(args.onLike).toHaveBeenCalledTimes(2);
  },
};

export const Zero: Story = { args: { count: 0 } };

/** Large counts are grouped by the locale. */
export const LongText: Story = {
  args: { count: 12345 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/12\s345/);
  },
};

export const English: Story = {
  ...inEnglish,
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like: 1 like' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Like: 2 likes'));
  },
};

export const Phone: Story = { ...onPhone };
