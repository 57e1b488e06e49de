import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  courses: { id: 'app.home.courses', defaultMessage: 'New courses' },
  allCourses: { id: 'app.home.allCourses', defaultMessage: 'All courses' },
  sections: { id: 'app.home.sections', defaultMessage: 'Explore the site' },
  coursesText: { id: 'app.home.sections.courses', defaultMessage: 'Several materials in a row, with your progress' },
  booksText: { id: 'app.home.sections.books', defaultMessage: 'The books of the Tanakh, chapter by chapter' },
  mapText: { id: 'app.home.sections.map', defaultMessage: 'Places of the Bible on the map' },
  teamText: { id: 'app.home.sections.team', defaultMessage: 'Who makes the project' },
  about: {
    id: 'app.home.about',
    defaultMessage:
      'An educational project: short articles, courses and a library for anyone curious about Jewish culture, free to read.',
  },
  aboutMore: { id: 'app.home.aboutMore', defaultMessage: 'About the project' },
});
