import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ARTICLE_BANNER_PICTURE, Picture, PictureProvider, type PictureResolver } from './Picture';

// What the application's resolver gives (src/lib/images.ts makes /img/{width}/{format}/… addresses); the story's
// fixture has one size, so every width names the same file.
const resolve: PictureResolver = (src, widths) => ({
  srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '),
  avifSrcSet: widths.map((w) => `${src}?w=${w}&f=avif ${w}w`).join(', '),
});

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: { src: '/fixtures/shabbat.webp', placement: ARTICLE_BANNER_PICTURE, width: 1440, height: 810 },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  render: (args) => <Picture {...args} style={{ display: 'block', width: '100%', height: 'auto' }} />,
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a resolver (stories, tests): a plain <img>, lazy, with its width and height (no layout shift). */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1440');
    await expect(image).toHaveAttribute('height', '810');
    await expect(image).not.toHaveAttribute('srcset');
  },
};

/** With the application's resolver: AVIF offered first, WebP in the <img>, both with the placement's sizes. */
export const Responsive: Story = {
  decorators: [(Story) => <PictureProvider resolve={resolve}><Story /></PictureProvider>],
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture > source')!;
    await expect(source).toHaveAttribute('type', 'image/avif');
    await expect(source.getAttribute('srcset')).toContain('&f=avif 1440w');
    await expect(source).toHaveAttribute('sizes', ARTICLE_BANNER_PICTURE.sizes);
    const image = canvasElement.querySelector('picture > img')!;
    await expect(image.getAttribute('srcset')).toContain('?w=480 480w');
    await expect(image).toHaveAttribute('sizes', ARTICLE_BANNER_PICTURE.sizes);
  },
};

/** The largest picture of the first screen: eager, high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
