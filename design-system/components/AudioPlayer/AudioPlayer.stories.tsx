import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer } from './AudioPlayer';
import { loadPosition, loadRate, POSITIONS_KEY, RATE_KEY, savePosition } from './playbackMemory';
import { audioFixture } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Waits until the recording's length is known (the slider turns on). */
const ready = async (canvasElement: HTMLElement) => {
  const slider = within(canvasElement).getByRole('slider');
  await waitFor(() => expect(slider).not.toBeDisabled(), { timeout: 5000 });
  return slider;
};

const meta = {
  title: 'Components/AudioPlayer',
  component: AudioPlayer,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  args: { src: audioFixture, title: 'Даниэль Харт', onPlayingChange: fn() },
  // Storybook's static server in the test-runner answers without byte ranges, and an Ogg file's length is
  // only known by reading its end: the recording is handed over as a blob URL, which can be read anywhere.
  loaders: [
    async () => {
      // Playing makes Chromium fetch the page's icon (for its media controls); Storybook's iframe has none, and
      // the 404 would count as a console error. An empty data: icon answers it.
      if (!document.querySelector('link[rel="icon"]')) document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="data:,">');
      return { blobSrc: URL.createObjectURL(await (await fetch(audioFixture)).blob()) };
    },
  ],
  // The blob URL differs on every load: the position is remembered under the fixture's own URL.
  render: (args, { loaded }) =>
    args.src === audioFixture ? <AudioPlayer resumeKey={audioFixture} {...args} src={loaded.blobSrc as string} /> : <AudioPlayer {...args} />,
  // Every story starts with nothing remembered (no position, speed 1).
  beforeEach: () => {
    localStorage.removeItem(POSITIONS_KEY);
    localStorage.removeItem(RATE_KEY);
  },
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to play: the length known, the position at the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Аудио: Даниэль Харт' })).toHaveTextContent(/0:00 \/ \d+:\d\d/);
  },
};

/** Play turns into Pause while playing, and back; the position can be moved with the keyboard. */
export const PlayAndPause: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Воспроизвести' }));
    const pause = await canvas.findByRole('button', { name: 'Пауза' });
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(pause);
    await expect(await canvas.findByRole('button', { name: 'Воспроизвести' })).toBeVisible();
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
    // Back to the start, so the screenshot does not depend on how long it played.
    slider.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(canvasElement.querySelector('audio')!.currentTime).toBe(0);
  },
};

/** The recording cannot be loaded: a message instead of the controls. */
export const LoadError: Story = {
  args: { src: '/fixtures/missing-recording.ogg' },
  parameters: { msw: { handlers: [http.get('/fixtures/missing-recording.ogg', () => new HttpResponse('not audio', { headers: { 'Content-Type': 'audio/ogg' } }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Не удалось загрузить запись.');
    await expect(canvas.getByRole('button', { name: 'Воспроизвести' })).toBeDisabled();
  },
};

export const English: Story = {
  ...inEnglish,
  args: { title: 'Daniel Hart' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/**
 * Playback speed from the keyboard: the speed button opens a menu of 0.75–2×, the current one checked; the choice
 * sets the recording's rate, names the button and is kept for every player in this browser.
 */
export const Speed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const speed = canvas.getByRole('button', { name: 'Скорость воспроизведения: 1×' });
    speed.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Скорость воспроизведения' });
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual(['0,75×', '1×', '1,25×', '1,5×', '2×']);
    await expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent('1×');
    await waitFor(() => expect(options[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Скорость воспроизведения: 1,5×' })).toHaveFocus();
    await expect(canvasElement.querySelector('audio')!.playbackRate).toBe(1.5);
    await expect(loadRate()).toBe(1.5);
  },
};

/** The speed menu open, with the speed chosen before (kept in this browser) checked. */
export const SpeedMenuOpen: Story = {
  beforeEach: () => {
    localStorage.setItem(RATE_KEY, '1.25');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скорость воспроизведения: 1,25×' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent('1,25×');
    await expect(canvasElement.querySelector('audio')!.playbackRate).toBe(1.25);
  },
};

/** The listener stopped at 0:04 last time: the player opens there. */
export const Resumed: Story = {
  beforeEach: () => {
    savePosition(audioFixture, 4);
  },
  play: async ({ canvasElement }) => {
    const slider = await ready(canvasElement);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '4'));
    await expect(canvasElement.querySelector('audio')!.currentTime).toBe(4);
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(/0:04 \/ \d+:\d\d/);
  },
};

/** Moving the position remembers it; listening to the end forgets it (the next visit starts from the beginning). */
export const RememberedThenForgotten: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = await ready(canvasElement);
    const audio = canvasElement.querySelector('audio')!;
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(loadPosition(audioFixture)).toBe(3));
    // Near the end, played out at double speed.
    await userEvent.keyboard('{End}{ArrowLeft}');
    await waitFor(() => expect(loadPosition(audioFixture)).toBeGreaterThan(5));
    audio.playbackRate = 2;
    await userEvent.click(canvas.getByRole('button', { name: 'Воспроизвести' }));
    await waitFor(() => expect(audio.ended).toBe(true), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'Воспроизвести' })).toBeVisible();
    await expect(loadPosition(audioFixture)).toBe(0);
    // Back to the start for a steady screenshot.
    slider.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(loadPosition(audioFixture)).toBe(0);
  },
};

export const SpeedInEnglish: Story = {
  ...inEnglish,
  args: { title: 'Daniel Hart' },
  beforeEach: () => {
    localStorage.setItem(RATE_KEY, '0.75');
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Playback speed: 0.75×' })).toHaveTextContent('0.75×');
  },
};
