import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChapterList, chapterAnchor } from './ChapterList';
import { HtmlContent } from '../HtmlContent';
import { articleFixture } from '../../../stories/fixtures/materials';
import { scrollChapters } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish } from '../../../stories/helpers';

const meta = {
  title: 'Components/ChapterList',
  component: ChapterList,
  args: { chapters: articleFixture('ru').chapters },
} satisfies Meta<typeof ChapterList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each chapter links to its anchor #material-content{chapterId}. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['#material-content1', '#material-content2', '#material-content3']);
  },
};

export const ActiveChapter: Story = { args: { activeId: 2 } };

export const English: Story = { ...inEnglish, args: { chapters: articleFixture('en').chapters } };

/** A page of chapters beside a sticky contents list that follows the scrolling. */
function ScrollPage({ locale }: { locale: 'ru' | 'en' }) {
  const chapters = scrollChapters(locale);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 560px)', gap: 32 }}>
      <div style={{ position: 'sticky', top: 16, alignSelf: 'start' }}>
        <ChapterList chapters={chapters} scrollSpy />
      </div>
      <div>
        {chapters.map((chapter) => (
          <section key={chapter.id} id={chapterAnchor(chapter.id)} style={{ minHeight: 700 }}>
            <h2>{chapter.title}</h2>
            <HtmlContent html={chapter.content} />
          </section>
        ))}
      </div>
    </div>
  );
}

const current = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('link', { current: true })?.textContent;

/**
 * Scroll spy (spec §9): the chapter whose section top is within 300 px of the viewport's top is highlighted.
 * The play scrolls the page and back to the top, so the screenshot shows the first chapter.
 */
export const ScrollSpy: Story = {
  render: () => <ScrollPage locale="ru" />,
  play: async ({ canvasElement }) => {
    const section = (id: number) => canvasElement.ownerDocument.getElementById(chapterAnchor(id))!;
    const scrollTopTo = (id: number, offset: number) =>
      window.scrollTo({ top: window.scrollY + section(id).getBoundingClientRect().top - offset, behavior: 'instant' });
    await waitFor(() => expect(current(canvasElement)).toBe('1. Откуда пришла суббота'));
    // Chapter 3's top 301 px down: still chapter 2.
    scrollTopTo(3, 301);
    await waitFor(() => expect(current(canvasElement)).toBe('2. Встреча субботы'));
    // At 300 px it counts.
    scrollTopTo(3, 300);
    await waitFor(() => expect(current(canvasElement)).toBe('3. Субботний стол'));
    scrollTopTo(4, 200);
    await waitFor(() => expect(current(canvasElement)).toBe('4. Авдала'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(current(canvasElement)).toBe('1. Откуда пришла суббота'));
  },
};
