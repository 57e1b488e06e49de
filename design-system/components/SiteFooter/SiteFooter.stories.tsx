import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';
import { inEnglish, onPhone } from '../../../stories/helpers';

const links = (locale: string) => ({
  about: `/${locale}/about-project`,
  team: `/${locale}/about-team`,
  politics: `/${locale}/politics`,
  terms: `/${locale}/terms`,
});

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { links: links('ru'), year: 2026 },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { ...inEnglish, args: { links: links('en') } };
export const Phone: Story = { ...onPhone };
