import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseCard, CourseCardSkeleton } from './CourseCard';
import { courseCards, longTitleCourse } from '../../../stories/fixtures/courses';
import { BookmarkStub } from '../../../stories/fixtures/slots';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [year, hebrew, kitchen, shtetl] = courseCards('ru');

const meta = {
  title: 'Components/CourseCard',
  component: CourseCard,
  args: { course: year },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Preview, the main tag's colour band, title, materials count and total minutes, description, tags. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ru/courses/jewish-year');
    await expect(canvas.getByText('5 материалов')).toBeVisible();
    await expect(canvas.getByText('41 минута')).toBeVisible();
    await expect(canvas.getByTestId('course-card-band')).toHaveStyle({ backgroundColor: 'rgb(166, 63, 42)' });
  },
};

/** The bookmark sits in the `actions` slot, outside the card's link. */
export const WithBookmark: Story = {
  args: { actions: <BookmarkStub /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'В избранное' })).toBeVisible();
    await expect(canvas.getByRole('link')).not.toContainElement(canvas.getByRole('button', { name: 'В избранное' }));
  },
};

/** Russian plurals: 1 материал · 21 минута, 3 материала · 1 минута, 12 материалов · 94 минуты. */
export const Plurals: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CourseCard course={hebrew} />
      <CourseCard course={kitchen} />
      <CourseCard course={shtetl} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['1 материал', '21 минута', '3 материала', '1 минута', '12 материалов', '1 ч 34 мин']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** A gradient main tag colours the band and the empty preview. */
export const WithoutImage: Story = { args: { course: { ...hebrew, image: null } } };

export const LongText: Story = { args: { course: longTitleCourse('ru'), actions: <BookmarkStub /> } };

export const Loading: Story = { render: () => <CourseCardSkeleton /> };

export const English: Story = {
  ...inEnglish,
  args: { course: courseCards('en')[0], actions: <BookmarkStub locale="en" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 materials')).toBeVisible();
    await expect(canvas.getByText('41 minutes')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { course: longTitleCourse('ru') } };
