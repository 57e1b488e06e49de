import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePopup, type ImagePopupProps } from './ImagePopup';
import { HtmlContent } from '../HtmlContent';
import { storyRoot } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Answers an image URL with bytes that are not an image: it fails to load without a network error. */
const brokenImage = (path: string) => http.get(path, () => new HttpResponse('not an image', { headers: { 'Content-Type': 'image/webp' } }));

/** The picture shown, once it has loaded (looked up again each time: a fallback may replace the element). */
const loaded = async (canvasElement: HTMLElement) => {
  let image: HTMLImageElement | undefined;
  await waitFor(() => {
    const shown = within(canvasElement).getByRole('img') as HTMLImageElement;
    expect(shown.complete && shown.naturalWidth > 0).toBe(true);
    image = shown;
  });
  return image!;
};

const meta = {
  title: 'Components/ImagePopup',
  component: ImagePopup,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { src: '/fixtures/synagogue.webp', alt: 'Синагога', onClose: fn(), container: storyRoot },
} satisfies Meta<typeof ImagePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the larger version: the file name prefixed full_. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const image = await loaded(canvasElement);
    await expect(image.getAttribute('src')).toBe('/fixtures/full_synagogue.webp');
    await expect(within(canvasElement).getByRole('dialog', { name: 'Синагога' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** No full_ version: the original is shown instead. */
export const FallsBackToOriginal: Story = {
  args: { src: '/fixtures/shabbat.webp', alt: 'Субботние свечи' },
  parameters: { msw: { handlers: [brokenImage('/fixtures/full_shabbat.webp')] } },
  play: async ({ canvasElement }) => {
    const image = await loaded(canvasElement);
    await expect(image.getAttribute('src')).toBe('/fixtures/shabbat.webp');
  },
};

/** Neither loads: a message instead of a broken image. */
export const LoadError: Story = {
  args: { src: '/fixtures/missing.webp', alt: '' },
  parameters: { msw: { handlers: [brokenImage('/fixtures/full_missing.webp'), brokenImage('/fixtures/missing.webp')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Не удалось загрузить изображение.');
  },
};

/** A page whose content images open the popup, as the app wires them. */
function ContentPage(props: ImagePopupProps) {
  const [src, setSrc] = useState<string | null>(null);
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <HtmlContent html={'<p><img src="/fixtures/synagogue-preview.webp" alt="Синагога" width="320" height="180"></p>'} onImageClick={setSrc} />
      <ImagePopup {...props} src={src} onClose={() => setSrc(null)} />
    </div>
  );
}

/** As the app uses it: an image clicked in content opens the popup. */
export const FromContent: Story = {
  args: { src: null },
  render: (args) => <ContentPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('img', { name: 'Синагога' }));
    const dialog = await canvas.findByRole('dialog');
    // Its full_ version is missing here, so the popup ends on the original.
    await waitFor(() => expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/fixtures/synagogue-preview.webp'));
  },
  parameters: { msw: { handlers: [brokenImage('/fixtures/full_synagogue-preview.webp')] } },
};

export const English: Story = {
  ...inEnglish,
  args: { alt: 'A synagogue' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

const gallery = [
  { src: '/fixtures/synagogue.webp', alt: 'Синагога', title: 'Синагога · Неизвестный художник · XIX век', description: 'Интерьер деревянной синагоги.' },
  { src: '/fixtures/shtetl.webp', full: '/fixtures/shtetl.webp', alt: 'Местечко', title: 'Местечко · 1910', description: 'Улица еврейского местечка.' },
  { src: '/fixtures/genizah.webp', full: '/fixtures/genizah.webp', alt: 'Гениза', title: 'Каирская гениза' },
];
const currentSlide = (root: HTMLElement) => root.querySelector<HTMLElement>('.yarl__slide_current')!;

/**
 * A gallery: the lightbox opens on the chosen work with its caption; the arrow keys (and a swipe) move to the
 * others, whose captions follow.
 */
export const GalleryWithCaptions: Story = {
  args: { src: '/fixtures/shtetl.webp', slides: gallery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '2 из 3'));
    await expect(within(currentSlide(canvasElement)).getByText('Местечко · 1910')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Следующее изображение' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '3 из 3'));
    await expect(within(currentSlide(canvasElement)).getByText('Каирская гениза')).toBeVisible();
    await waitFor(() => expect(within(currentSlide(canvasElement)).getByRole('img')).toHaveProperty('complete', true));
  },
};

/** A single picture with its caption: no previous and next buttons; the zoom buttons enlarge it. */
export const CaptionAndZoom: Story = {
  args: { caption: 'Синагога в Вильне' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText('Синагога в Вильне')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Следующее изображение' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить' }));
    // The lightbox zooms in over a few frames and enables zooming out once it has (late on a busy machine).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Уменьшить' })).toBeEnabled());
  },
};

export const GalleryOnPhone: Story = {
  ...onPhone,
  args: { src: '/fixtures/synagogue.webp', slides: gallery },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '1 из 3'));
    await waitFor(() => expect(within(currentSlide(canvasElement)).getByRole('img')).toHaveProperty('complete', true));
  },
};
