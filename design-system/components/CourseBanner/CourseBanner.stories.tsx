import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseBanner } from './CourseBanner';
import { courseDetail } from '../../../stories/fixtures/courses';
import { FavouriteStub } from '../../../stories/fixtures/slots';
import { inEnglish, onPhone } from '../../../stories/helpers';

const ru = courseDetail('ru');

const meta = {
  title: 'Course/CourseBanner',
  component: CourseBanner,
  args: { title: ru.title, image: ru.banner, favourite: <FavouriteStub /> },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}><Story /></div>],
} satisfies Meta<typeof CourseBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Banner at the 1440x810 ratio, title and the favourite button (slot). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Еврейский год' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'В избранное' })).toBeVisible();
    const image = canvasElement.querySelector('img')!;
    await expect(Math.abs(image.clientWidth / image.clientHeight - 1440 / 810)).toBeLessThan(0.01);
  },
};

/** Signed out, the app may leave the favourite slot empty (or pass a button that opens the login modal). */
export const WithoutFavourite: Story = { args: { favourite: undefined } };

export const WithoutImage: Story = { args: { image: null } };

export const LongText: Story = {
  args: {
    title: 'Еврейский год: праздники, посты и памятные дни календаря от осенних праздников до летнего траура',
  },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = {
  ...inEnglish,
  args: { title: courseDetail('en').title, favourite: <FavouriteStub locale="en" /> },
};

export const Phone: Story = { ...onPhone };
