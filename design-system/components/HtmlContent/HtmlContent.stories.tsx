import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';

const html = `<p>Абзац с <strong>жирным</strong>, <em>курсивом</em> и <a href="https://example.org">ссылкой</a>.</p>
<blockquote><p>Не столько евреи хранили субботу, сколько суббота хранила евреев.</p></blockquote>
<ul><li>Свечи</li><li>Вино</li><li>Хала</li></ul>
<p><img src="/fixtures/challah-preview.webp" alt="Хала" width="320" height="200"></p>`;

const meta = {
  title: 'Components/HtmlContent',
  component: HtmlContent,
  args: { html, onImageClick: fn() },
} satisfies Meta<typeof HtmlContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reading typography for content HTML; clicking an image reports its src (the app opens the popup). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('img', { name: 'Хала' }));
    await expect(args.onImageClick).toHaveBeenCalledWith('/fixtures/challah-preview.webp');
  },
};
