import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer } from './AudioPlayer';
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
  render: (args, { loaded }) => <AudioPlayer {...args} src={args.src === audioFixture ? (loaded.blobSrc as string) : args.src} />,
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
