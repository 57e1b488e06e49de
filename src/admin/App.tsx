import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ArticleIcon from '@mui/icons-material/Article';
import SchoolIcon from '@mui/icons-material/School';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TagIcon from '@mui/icons-material/Tag';
import CategoryIcon from '@mui/icons-material/Category';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaceIcon from '@mui/icons-material/Place';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import CollectionsIcon from '@mui/icons-material/Collections';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import DescriptionIcon from '@mui/icons-material/Description';
import CommentIcon from '@mui/icons-material/Comment';
import PeopleIcon from '@mui/icons-material/People';
import ChatIcon from '@mui/icons-material/Chat';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HistoryIcon from '@mui/icons-material/History';
import { createAppTheme } from '../../design-system';
import { authProvider, canUse } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Dashboard } from './Dashboard';
import { NoAccess } from './NoAccess';
import { ConsoleLayout } from './Layout';
import { MaterialCreate, MaterialEdit, MaterialList } from './resources/materials';
import { CourseCreate, CourseEdit, CourseList } from './resources/courses';
import {
  HashtagCategoryCreate,
  HashtagCategoryEdit,
  HashtagCategoryList,
  HashtagCreate,
  HashtagEdit,
  HashtagList,
  TagCreate,
  TagEdit,
  TagList,
} from './resources/taxonomy';
import {
  BookChapterCreate,
  BookChapterEdit,
  BookChapterList,
  BookCreate,
  BookEdit,
  BookList,
  DishCreate,
  DishEdit,
  DishList,
  GalleryCreate,
  GalleryEdit,
  GalleryList,
  PageCreate,
  PageEdit,
  PageList,
  TeamMemberCreate,
  TeamMemberEdit,
  TeamMemberList,
} from './resources/content';
import { PlaceCreate, PlaceEdit, PlaceList } from './resources/places';
import { AuditList, ChatList, ChatShow, CommentList, QuestionnaireList, QuestionnaireShow, UserEdit, UserList } from './resources/community';

const theme = createAppTheme();

/** Every console resource; each role sees only those it may use (the server checks the same). */
const resources: ResourceProps[] = [
  { name: 'materials', list: MaterialList, edit: MaterialEdit, create: MaterialCreate, icon: ArticleIcon, recordRepresentation: 'title' },
  { name: 'courses', list: CourseList, edit: CourseEdit, create: CourseCreate, icon: SchoolIcon, recordRepresentation: 'title' },
  { name: 'tags', list: TagList, edit: TagEdit, create: TagCreate, icon: LocalOfferIcon, recordRepresentation: 'name_ru' },
  { name: 'hashtags', list: HashtagList, edit: HashtagEdit, create: HashtagCreate, icon: TagIcon, recordRepresentation: 'name_ru' },
  { name: 'hashtag_categories', list: HashtagCategoryList, edit: HashtagCategoryEdit, create: HashtagCategoryCreate, icon: CategoryIcon, recordRepresentation: 'name_ru' },
  { name: 'team_members', list: TeamMemberList, edit: TeamMemberEdit, create: TeamMemberCreate, icon: GroupsIcon, recordRepresentation: 'name' },
  { name: 'places', list: PlaceList, edit: PlaceEdit, create: PlaceCreate, icon: PlaceIcon, recordRepresentation: 'title' },
  { name: 'books', list: BookList, edit: BookEdit, create: BookCreate, icon: MenuBookIcon, recordRepresentation: 'title' },
  { name: 'book_chapters', list: BookChapterList, edit: BookChapterEdit, create: BookChapterCreate, icon: BookmarksIcon, recordRepresentation: 'title' },
  { name: 'gallery_items', list: GalleryList, edit: GalleryEdit, create: GalleryCreate, icon: CollectionsIcon, recordRepresentation: 'title' },
  { name: 'dishes', list: DishList, edit: DishEdit, create: DishCreate, icon: RestaurantIcon, recordRepresentation: 'title' },
  { name: 'pages', list: PageList, edit: PageEdit, create: PageCreate, icon: DescriptionIcon, recordRepresentation: 'title' },
  { name: 'comments', list: CommentList, icon: CommentIcon },
  { name: 'users', list: UserList, edit: UserEdit, icon: PeopleIcon, recordRepresentation: 'email' },
  { name: 'chats', list: ChatList, show: ChatShow, icon: ChatIcon, recordRepresentation: 'user_email' },
  { name: 'questionnaires', list: QuestionnaireList, show: QuestionnaireShow, icon: AssignmentIcon },
  { name: 'audit', list: AuditList, icon: HistoryIcon },
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
