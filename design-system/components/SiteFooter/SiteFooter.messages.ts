import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  about: {};
  team: {};
  politics: {};
  terms: {};
  sections: {};
  project: {};
  copyright: { year: number };
}>({
  about: { id: 'ds.siteFooter.about', defaultMessage: 'About the project' },
  team: { id: 'ds.siteFooter.team', defaultMessage: 'Team' },
  politics: { id: 'ds.siteFooter.politics', defaultMessage: 'Privacy policy' },
  terms: { id: 'ds.siteFooter.terms', defaultMessage: 'Terms of use' },
  sections: { id: 'ds.siteFooter.sections', defaultMessage: 'Sections of the site' },
  project: { id: 'ds.siteFooter.project', defaultMessage: 'The project and its rules' },
  copyright: { id: 'ds.siteFooter.copyright', defaultMessage: '© {year} Jewish Culture. Educational project.' },
});
