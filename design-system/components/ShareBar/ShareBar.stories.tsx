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

/**
 * Copy link: the URL goes to the clipboard and 'Link copied' shows for 2 seconds (a real wait), then hides. The note's
 * appearance and removal are timed where they happen (a MutationObserver), so a busy machine that runs the play
 * function late cannot fail it, while a note that stays too short or never hides does.
 */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const seen: { shown?: number; hidden?: number } = {};
    const observer = new MutationObserver(() => {
      const showing = status.textContent === 'Ссылка скопирована';
      if (showing && seen.shown === undefined) seen.shown = performance.now();
      if (!showing && seen.shown !== undefined) seen.hidden ??= performance.now();
    });
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    const writeText = spyOn(navigator.clipboard, 'writeText');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
      await expect(await canvas.findByText('Ссылка скопирована')).toBeVisible();
      await expect(writeText).toHaveBeenCalledWith(args.url);
      await expect(args.onCopy).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByText('Ссылка скопирована')).toBeNull(), { timeout: COPY_NOTE_MS + 3000 });
      await expect(seen.hidden! - seen.shown!).toBeGreaterThanOrEqual(COPY_NOTE_MS - 100);
    } finally {
      writeText.mockRestore();
      observer.disconnect();
    }
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
