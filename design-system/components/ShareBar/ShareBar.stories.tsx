import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShareBar } from './ShareBar';
import { COPY_NOTE_MS } from './shareLinks';
import { sharePage } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Keeps share links from leaving the story when clicked. */
const stayOnPage = (canvasElement: HTMLElement) =>
  canvasElement.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a')) event.preventDefault();
  });

const meta = {
  title: 'Components/ShareBar',
  component: ShareBar,
  args: { ...sharePage('ru'), onShare: fn(), onCopy: fn() },
} satisfies Meta<typeof ShareBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twitter, Facebook and LinkedIn links built from the page's url and title; each click is reported. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    stayOnPage(canvasElement);
    const canvas = within(canvasElement);
    const url = encodeURIComponent(args.url);
    const twitter = canvas.getByRole('link', { name: 'Поделиться в Twitter' });
    await expect(twitter).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(args.title)}`);
    await expect(twitter).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Поделиться в Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(canvas.getByRole('link', { name: 'Поделиться в LinkedIn' }).getAttribute('href')).toContain(`url=${url}`);
    for (const [name, network] of [['Twitter', 'twitter'], ['Facebook', 'facebook'], ['LinkedIn', 'linkedin']]) {
      await userEvent.click(canvas.getByRole('link', { name: `Поделиться в ${name}` }));
      await expect(args.onShare).toHaveBeenLastCalledWith(network);
    }
    await expect(args.onShare).toHaveBeenCalledTimes(3);
  },
};

/** Copy link: the URL goes to the clipboard and 'Link copied' shows for 2 seconds (a real wait), then hides. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText');
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await canvas.findByText('Ссылка скопирована')).toBeVisible();
    const shownAt = performance.now();
    await expect(writeText).toHaveBeenCalledWith(args.url);
    writeText.mockRestore();
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    // Still there well within the 2 s …
    await new Promise((resolve) => setTimeout(resolve, COPY_NOTE_MS - 600));
    await expect(canvas.getByText('Ссылка скопирована')).toBeVisible();
    // … and gone after them.
    await waitFor(() => expect(canvas.queryByText('Ссылка скопирована')).toBeNull(), { timeout: 1500 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(COPY_NOTE_MS - 100);
  },
};

export const English: Story = {
  ...inEnglish,
  args: sharePage('en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
