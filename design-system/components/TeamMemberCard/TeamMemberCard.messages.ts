import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ audio: { name: string } }>({
  audio: { id: 'ds.teamMemberCard.audio', defaultMessage: '{name} tells about themselves' },
});
