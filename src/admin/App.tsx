import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppTheme } from '../../design-system';
import { authProvider, canUse } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Dashboard } from './Dashboard';
import { NoAccess } from './NoAccess';
import { ConsoleLayout } from './Layout';
import audit from './resources/audit';
import book_chapters from './resources/book_chapters';
import books from './resources/books';
import chats from './resources/chats';
import comments from './resources/comments';
import courses from './resources/courses';
import dishes from './resources/dishes';
import gallery_items from './resources/gallery_items';
import hashtag_categories from './resources/hashtag_categories';
import hashtags from './resources/hashtags';
import materials from './resources/materials';
import pages from './resources/pages';
import places from './resources/places';
import questionnaires from './resources/questionnaires';
import tags from './resources/tags';
import team_members from './resources/team_members';
import users from './resources/users';

const theme = createAppTheme();

/** Every console resource, in the menu's order (each in resources/<name>/); a role sees only those it may use (the server checks the same). */
const resources: ResourceProps[] = [
  { name: 'materials', ...materials },
  { name: 'courses', ...courses },
  { name: 'tags', ...tags },
  { name: 'hashtags', ...hashtags },
  { name: 'hashtag_categories', ...hashtag_categories },
  { name: 'team_members', ...team_members },
  { name: 'places', ...places },
  { name: 'books', ...books },
  { name: 'book_chapters', ...book_chapters },
  { name: 'gallery_items', ...gallery_items },
  { name: 'dishes', ...dishes },
  { name: 'pages', ...pages },
  { name: 'comments', ...comments },
  { name: 'users', ...users },
  { name: 'chats', ...chats },
  { name: 'questionnaires', ...questionnaires },
  { name: 'audit', ...audit },
];

/** react-admin's own router is a hash router: the console lives under /admin in the browser's history instead. */
export function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

function Console() {
  return (
    <Admin
      basename="/admin"
      title="admin.title"
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[] | undefined) => [
        ...resources.filter((resource) => canUse(resource.name, permissions)).map((resource) => <Resource key={resource.name} {...resource} />),
        <CustomRoutes key="no-access">
          <Route path="/no-access" element={<NoAccess />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
