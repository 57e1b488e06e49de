/** The console's own labels (English); react-admin's come from ra-language-english. */
export const en = {
  ra: { auth: { username: 'E-mail' }, page: { invite: 'Do you want to add the first one?' } },
  admin: {
    title: 'Jewish culture · editorial console',
    locale: { ru: 'Русский', en: 'English' },
    auth: {
      signInFirst: 'Please sign in.',
      sessionExpired: 'Your session has ended: please sign in again.',
      forbidden: 'No access: your role does not allow this action.',
      noAccessTitle: 'You have no access to the console',
      noAccessText: 'Your account (%{email}) has no console role. Ask an administrator to grant you the editor or moderator role.',
      backToSite: 'Back to the site',
    },
    dashboard: {
      title: 'Editorial console',
      welcome: 'Signed in with the roles: %{roles}.',
      hint: 'Pick a section on the left. Changes are live on the site at once.',
    },
    menu: { content: 'Content', community: 'Community', reference: 'Reference' },
    lang: { ru: 'Russian', en: 'English' },
    published: { yes: 'Published', no: 'Draft' },
    upload: { image: 'Drop an image here or click to choose one', audio: 'Drop an audio file (MP3, OGG, M4A) here or click' },
    map: { hint: 'Click the map to put the place there, or type the coordinates.', world: 'World outline (offline)' },
    tags: { main: 'Main', additional: 'Additional', contrastOk: 'White text on this colour is readable (WCAG AA).' },
    sections: { torah: 'Torah', neviim: "Nevi'im", ktuvim: 'Ketuvim' },
    comments: { hide: 'Hide', unhide: 'Show again', hidden: 'Comment hidden', shown: 'Comment shown again', deletedUser: '(deleted account)' },
    chats: {
      waiting: 'Waiting',
      answered: 'Answered',
      reply: 'Reply',
      replyLabel: 'Your answer',
      send: 'Send',
      sent: 'Reply sent',
      user: 'User',
      team: 'Team',
      unansweredOnly: 'Unanswered only',
      minutes: '%{n} min',
      hours: '%{h} h %{m} min',
      days: '%{d} d %{h} h',
    },
    questionnaires: { grant: 'Grant educator access', granted: 'Educator access granted', hasAccess: 'Has access' },
    roles: { admin: 'Administrator', editor: 'Editor', moderator: 'Moderator' },
    pages: { about: 'About', politics: 'Privacy policy', terms: 'Terms of use' },
    itemTypes: { material: 'Material', course: 'Course' },
  },
  resources: {
    materials: {
      name: 'Material |||| Materials',
      forcedCaseName: 'materials',
      fields: {
        lang: 'Language', title: 'Title', slug: 'Address (slug)', published: 'Published', time: 'Minutes to read', author: 'Author',
        description: 'Description', tags: 'Tags', hashtags: 'Hashtags', preview: 'Preview image (310×350)', image: 'Banner (1440×810)',
        audio: 'Audio', chapters: 'Chapters', 'chapters.title': 'Chapter title', 'chapters.content': 'Chapter text',
        translation_id: 'Translation', published_at: 'Published at', updated_at: 'Updated', link: 'External link', q: 'Search',
      },
    },
    courses: {
      name: 'Course |||| Courses',
      forcedCaseName: 'courses',
      fields: {
        lang: 'Language', title: 'Title', slug: 'Address (slug)', author: 'Author', author_info: 'About the author',
        small_description: 'Short description', preview: 'Preview image', image_banner: 'Banner', materials: 'Materials (in order)',
        tags: 'Tags', hashtags: 'Hashtags', translation_id: 'Translation', published_at: 'Published at', q: 'Search',
      },
    },
    tags: {
      name: 'Tag |||| Tags',
      forcedCaseName: 'tags',
      fields: { key: 'Key', type: 'Type', color: 'Colour', gradient: 'Gradient (CSS)', name_ru: 'Name (ru)', name_en: 'Name (en)', position: 'Position', contrast_warning: 'Contrast', q: 'Search' },
    },
    hashtags: { name: 'Hashtag |||| Hashtags', forcedCaseName: 'hashtags', fields: { key: 'Key', category_id: 'Category', name_ru: 'Name (ru)', name_en: 'Name (en)', position: 'Position', q: 'Search' } },
    hashtag_categories: { name: 'Hashtag category |||| Hashtag categories', forcedCaseName: 'hashtag categories', fields: { key: 'Key', name_ru: 'Name (ru)', name_en: 'Name (en)', position: 'Position', q: 'Search' } },
    team_members: {
      name: 'Team member |||| Team',
      forcedCaseName: 'team members',
      fields: { lang: 'Language', key: 'Key', position: 'Position', name: 'Name', role: 'Role', short_description: 'Short description', avatar: 'Photo', audio: 'Audio', q: 'Search' },
    },
    places: {
      name: 'Place |||| Places',
      forcedCaseName: 'places',
      fields: { lang: 'Language', slug: 'Address (slug)', section: 'Section', position: 'Position', lat: 'Latitude', lng: 'Longitude', title: 'Title', snippet: 'Snippet', image_preview: 'Image', chapters: 'Linked chapters', q: 'Search' },
    },
    books: { name: 'Book |||| Books', forcedCaseName: 'books', fields: { lang: 'Language', slug: 'Address (slug)', section: 'Section', position: 'Position', title: 'Title', image: 'Cover', q: 'Search' } },
    book_chapters: { name: 'Book chapter |||| Book chapters', forcedCaseName: 'book chapters', fields: { book_id: 'Book', slug: 'Address (slug)', position: 'Position', title: 'Title', content: 'Text', lang: 'Language', q: 'Search' } },
    gallery_items: { name: 'Gallery item |||| Gallery', forcedCaseName: 'gallery items', fields: { key: 'Key', position: 'Position', title: 'Title', author: 'Author', year: 'Year', description: 'Description', image: 'Image', q: 'Search' } },
    dishes: { name: 'Dish |||| Dishes', forcedCaseName: 'dishes', fields: { key: 'Key', position: 'Position', title: 'Title', description: 'Description', ingredients: 'Ingredients', time: 'Time', image: 'Image', q: 'Search' } },
    pages: { name: 'Page |||| Pages', forcedCaseName: 'pages', fields: { lang: 'Language', key: 'Page', title: 'Title', content: 'Text', updated_at: 'Updated', q: 'Search' } },
    comments: {
      name: 'Comment |||| Comments',
      forcedCaseName: 'comments',
      fields: { content: 'Text', hidden: 'Hidden', created_at: 'Written', user_id: 'User', user_email: 'User', user_name: 'Name', item_type: 'On', item_id: 'Item id', item_title: 'Item', q: 'Text contains' },
    },
    users: {
      name: 'User |||| Users',
      forcedCaseName: 'users',
      fields: {
        email: 'E-mail', name: 'Name', surname: 'Surname', country: 'Country', city: 'City', lang: 'Language', email_verified: 'E-mail confirmed',
        roles: 'Roles', role: 'Role', card_access: 'Educator access', comments_blocked: 'Blocked from commenting', comments_count: 'Comments',
        has_questionnaire: 'Questionnaire', created_at: 'Registered', q: 'Search',
      },
    },
    chats: {
      name: 'Chat |||| Chats',
      forcedCaseName: 'chats',
      empty: 'No one has written to the help chat yet.',
      fields: {
        user_email: 'User', user_name: 'Name', messages_count: 'Messages', unanswered_count: 'Unanswered', waiting_since: 'Waiting since',
        waiting_seconds: 'Waiting', last_message_at: 'Last message', last_message_text: 'Last message text', unanswered: 'Unanswered only', q: 'Search',
      },
    },
    questionnaires: {
      name: 'Questionnaire |||| Questionnaires',
      forcedCaseName: 'questionnaires',
      empty: 'No one has filled in the questionnaire yet.',
      fields: {
        user_email: 'User', user_name: 'Name', card_access: 'Educator access', role: 'Role', organisation: 'Organisation', city: 'City',
        subjects: 'Subjects', usage: 'How they will use it', comment: 'Comment', created_at: 'Sent', updated_at: 'Updated', q: 'Search',
      },
    },
    audit: {
      name: 'Audit entry |||| Audit',
      forcedCaseName: 'audit entries',
      fields: { user_email: 'Who', action: 'Action', resource: 'Resource', record_id: 'Record', diff: 'Change', created_at: 'When' },
    },
  },
};

export type ConsoleMessages = typeof en;
