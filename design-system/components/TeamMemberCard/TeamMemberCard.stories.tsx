import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamMemberCard, TeamMemberCardSkeleton } from './TeamMemberCard';
import { teamMembers } from '../../../stories/fixtures/people';
import { inEnglish, onPhone } from '../../../stories/helpers';

const [anna, david, maria] = teamMembers('ru');

const meta = {
  title: 'Content/TeamMemberCard',
  component: TeamMemberCard,
  args: { member: david },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}><Story /></div>],
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Avatar, name, role and short description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Давид Харт' })).toBeVisible();
    await expect(canvas.getByText('Историк')).toBeVisible();
  },
};

/** With audio: the native player (src), labelled with the member's name. */
export const WithAudio: Story = {
  args: { member: anna },
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('audio')!;
    await expect(audio).toHaveAttribute('aria-label', 'Анна Левина рассказывает о себе');
    await expect(audio).toHaveAttribute('preload', 'none');
  },
};

/** The `audio` slot replaces the native player with the site's own. */
export const WithAudioSlot: Story = {
  args: { member: anna, audio: <div data-testid="audio-slot" style={{ padding: 8, border: '1px dashed #6B7280', width: '100%' }}>▶ 0:00 / 1:24</div> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('audio-slot')).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toBeNull();
  },
};

/** No avatar and no description: the initials. */
export const Minimal: Story = {
  args: { member: maria },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('МК')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    member: {
      ...anna,
      name: 'Анна-Мария Александровна Левина-Розенталь',
      role: 'Главный редактор, автор курсов о праздниках и еврейской кухне',
      shortDescription: `${anna.shortDescription} ${anna.shortDescription} Ведёт семинары для учителей и родителей.`,
    },
  },
};

export const Loading: Story = { render: () => <TeamMemberCardSkeleton /> };

export const English: Story = { ...inEnglish, args: { member: teamMembers('en')[0] } };

export const Phone: Story = { ...onPhone, args: { member: anna } };
