import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.dismissibleHint.title', defaultMessage: 'Tip' },
  text: {
    id: 'ds.dismissibleHint.text',
    defaultMessage: 'Choose 2–3 hashtags: a topic, an age and a format. With more tags fewer materials match all of them.',
  },
  dismiss: { id: 'ds.dismissibleHint.dismiss', defaultMessage: 'Hide the tip' },
});
