import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseDescription } from './CourseDescription';
import { courseDetail, longText } from '../../../stories/fixtures/courses';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Course/CourseDescription',
  component: CourseDescription,
  args: { html: courseDetail('ru').smallDescription },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof CourseDescription>;
export default meta;
type Story = StoryObj<typeof meta>;

/** small_description as HTML. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'О курсе' });
    await expect(section.querySelector('strong')).toHaveTextContent('что');
  },
};

export const LongText: Story = { args: { html: `<p>${longText('ru').repeat(4)}</p><p>${longText('ru').repeat(2)}</p>` } };

/** An empty description renders nothing. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = { ...inEnglish, args: { html: courseDetail('en').smallDescription } };

export const Phone: Story = { ...onPhone };
