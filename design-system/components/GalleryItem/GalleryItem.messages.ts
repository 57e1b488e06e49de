import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ byline: { author: string; year: string }; open: { title: string } }>({
  byline: { id: 'ds.galleryItem.byline', defaultMessage: '{author}, {year}' },
  open: { id: 'ds.galleryItem.open', defaultMessage: 'Open “{title}” larger' },
});
