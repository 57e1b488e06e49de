import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseResultCard, CourseResultCardSkeleton } from './CourseResultCard';
import { courseResults } from '../../../stories/fixtures/search';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [course] = courseResults('ru');

const meta = {
  title: 'Search/CourseResultCard',
  component: CourseResultCard,
  args: { course },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof CourseResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Курс · 5 материалов', the title (link to the course), description and snippet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Курс · 5 материалов')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Еврейский год' })).toHaveAttribute('href', '/ru/courses/jewish-year');
  },
};

export const WithoutCountAndImage: Story = { args: { course: { ...course, materialsCount: undefined, image: null } } };

export const LongText: Story = {
  args: {
    course: {
      ...course,
      materialsCount: 1,
      title: 'Еврейский год: праздники, посты и памятные дни календаря от осенних праздников до летнего траура',
      snippet: `${course.snippet}${course.snippet}${course.snippet}`,
    },
  },
};

export const Loading: Story = { render: () => <CourseResultCardSkeleton /> };

export const English: Story = {
  ...inEnglish,
  args: { course: courseResults('en')[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Course · 5 materials')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
