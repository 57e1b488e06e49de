import type { ConsoleMessages } from './en';

/** The console's own labels (Russian); react-admin's come from ra-language-russian. */
export const ru: ConsoleMessages = {
  ra: { auth: { username: 'E-mail' }, page: { invite: 'Хотите добавить первую запись?' } },
  admin: {
    title: 'Еврейская культура · редакция',
    locale: { ru: 'Русский', en: 'English' },
    auth: {
      signInFirst: 'Войдите, пожалуйста.',
      sessionExpired: 'Сеанс закончился: войдите снова.',
      forbidden: 'Нет доступа: ваша роль не позволяет это действие.',
      noAccessTitle: 'У вас нет доступа к редакции',
      noAccessText: 'У вашей учётной записи (%{email}) нет роли в редакции. Попросите администратора выдать вам роль редактора или модератора.',
      backToSite: 'Вернуться на сайт',
    },
    dashboard: {
      title: 'Редакция',
      welcome: 'Вы вошли с ролями: %{roles}.',
      hint: 'Выберите раздел слева. Изменения сразу видны на сайте.',
    },
    menu: { content: 'Содержание', community: 'Сообщество', reference: 'Справочники' },
    lang: { ru: 'Русский', en: 'Английский' },
    published: { yes: 'Опубликован', no: 'Черновик' },
    upload: { image: 'Перетащите изображение сюда или нажмите, чтобы выбрать', audio: 'Перетащите аудиофайл (MP3, OGG, M4A) сюда или нажмите' },
    map: { hint: 'Нажмите на карту, чтобы поставить туда место, или введите координаты.', world: 'Контуры мира (без сети)' },
    tags: { main: 'Основной', additional: 'Дополнительный', contrastOk: 'Белый текст на этом цвете читается (WCAG AA).' },
    sections: { torah: 'Тора', neviim: 'Невиим', ktuvim: 'Ктувим' },
    comments: { hide: 'Скрыть', unhide: 'Показать снова', hidden: 'Комментарий скрыт', shown: 'Комментарий снова виден', deletedUser: '(учётная запись удалена)' },
    chats: {
      waiting: 'Ждёт',
      answered: 'Отвечен',
      reply: 'Ответить',
      replyLabel: 'Ваш ответ',
      send: 'Отправить',
      sent: 'Ответ отправлен',
      user: 'Пользователь',
      team: 'Команда',
      unansweredOnly: 'Только без ответа',
      minutes: '%{n} мин',
      hours: '%{h} ч %{m} мин',
      days: '%{d} дн %{h} ч',
    },
    questionnaires: { grant: 'Открыть доступ педагога', granted: 'Доступ педагога открыт', hasAccess: 'Доступ есть' },
    roles: { admin: 'Администратор', editor: 'Редактор', moderator: 'Модератор' },
    pages: { about: 'О проекте', politics: 'Политика конфиденциальности', terms: 'Условия использования' },
    itemTypes: { material: 'Материал', course: 'Курс' },
  },
  resources: {
    materials: {
      name: 'Материал |||| Материалы',
      forcedCaseName: 'материалов',
      fields: {
        lang: 'Язык', title: 'Заголовок', slug: 'Адрес (slug)', published: 'Опубликован', time: 'Минут на чтение', author: 'Автор',
        description: 'Описание', tags: 'Теги', hashtags: 'Хештеги', preview: 'Превью (310×350)', image: 'Баннер (1440×810)',
        audio: 'Аудио', chapters: 'Главы', 'chapters.title': 'Название главы', 'chapters.content': 'Текст главы',
        translation_id: 'Перевод', published_at: 'Дата публикации', updated_at: 'Изменён', link: 'Внешняя ссылка', q: 'Поиск',
      },
    },
    courses: {
      name: 'Курс |||| Курсы',
      forcedCaseName: 'курсов',
      fields: {
        lang: 'Язык', title: 'Заголовок', slug: 'Адрес (slug)', author: 'Автор', author_info: 'Об авторе',
        small_description: 'Краткое описание', preview: 'Превью', image_banner: 'Баннер', materials: 'Материалы (по порядку)',
        tags: 'Теги', hashtags: 'Хештеги', translation_id: 'Перевод', published_at: 'Дата публикации', q: 'Поиск',
      },
    },
    tags: {
      name: 'Тег |||| Теги',
      forcedCaseName: 'тегов',
      fields: { key: 'Ключ', type: 'Тип', color: 'Цвет', gradient: 'Градиент (CSS)', name_ru: 'Название (ru)', name_en: 'Название (en)', position: 'Порядок', contrast_warning: 'Контраст', q: 'Поиск' },
    },
    hashtags: { name: 'Хештег |||| Хештеги', forcedCaseName: 'хештегов', fields: { key: 'Ключ', category_id: 'Категория', name_ru: 'Название (ru)', name_en: 'Название (en)', position: 'Порядок', q: 'Поиск' } },
    hashtag_categories: { name: 'Категория хештегов |||| Категории хештегов', forcedCaseName: 'категорий хештегов', fields: { key: 'Ключ', name_ru: 'Название (ru)', name_en: 'Название (en)', position: 'Порядок', q: 'Поиск' } },
    team_members: {
      name: 'Участник команды |||| Команда',
      forcedCaseName: 'участников команды',
      fields: { lang: 'Язык', key: 'Ключ', position: 'Порядок', name: 'Имя', role: 'Роль', short_description: 'Кратко', avatar: 'Фото', audio: 'Аудио', q: 'Поиск' },
    },
    places: {
      name: 'Место |||| Места',
      forcedCaseName: 'мест',
      fields: { lang: 'Язык', slug: 'Адрес (slug)', section: 'Раздел', position: 'Порядок', lat: 'Широта', lng: 'Долгота', title: 'Название', snippet: 'Описание', image_preview: 'Изображение', chapters: 'Связанные главы', q: 'Поиск' },
    },
    books: { name: 'Книга |||| Книги', forcedCaseName: 'книг', fields: { lang: 'Язык', slug: 'Адрес (slug)', section: 'Раздел', position: 'Порядок', title: 'Название', image: 'Обложка', q: 'Поиск' } },
    book_chapters: { name: 'Глава книги |||| Главы книг', forcedCaseName: 'глав книг', fields: { book_id: 'Книга', slug: 'Адрес (slug)', position: 'Порядок', title: 'Название', content: 'Текст', lang: 'Язык', q: 'Поиск' } },
    gallery_items: { name: 'Работа галереи |||| Галерея', forcedCaseName: 'работ галереи', fields: { key: 'Ключ', position: 'Порядок', title: 'Название', author: 'Автор', year: 'Год', description: 'Описание', image: 'Изображение', q: 'Поиск' } },
    dishes: { name: 'Блюдо |||| Блюда', forcedCaseName: 'блюд', fields: { key: 'Ключ', position: 'Порядок', title: 'Название', description: 'Описание', ingredients: 'Ингредиенты', time: 'Время', image: 'Изображение', q: 'Поиск' } },
    pages: { name: 'Страница |||| Страницы', forcedCaseName: 'страниц', fields: { lang: 'Язык', key: 'Страница', title: 'Заголовок', content: 'Текст', updated_at: 'Изменена', q: 'Поиск' } },
    comments: {
      name: 'Комментарий |||| Комментарии',
      forcedCaseName: 'комментариев',
      fields: { content: 'Текст', hidden: 'Скрыт', created_at: 'Написан', user_id: 'Пользователь', user_email: 'Пользователь', user_name: 'Имя', item_type: 'К чему', item_id: 'Id записи', item_title: 'Запись', q: 'Текст содержит' },
    },
    users: {
      name: 'Пользователь |||| Пользователи',
      forcedCaseName: 'пользователей',
      fields: {
        email: 'E-mail', name: 'Имя', surname: 'Фамилия', country: 'Страна', city: 'Город', lang: 'Язык', email_verified: 'E-mail подтверждён',
        roles: 'Роли', role: 'Роль', card_access: 'Доступ педагога', comments_blocked: 'Запрет комментариев', comments_count: 'Комментарии',
        has_questionnaire: 'Анкета', created_at: 'Зарегистрирован', q: 'Поиск',
      },
    },
    chats: {
      name: 'Чат |||| Чаты',
      forcedCaseName: 'чатов',
      empty: 'Пока никто не написал в чат помощи.',
      fields: {
        user_email: 'Пользователь', user_name: 'Имя', messages_count: 'Сообщений', unanswered_count: 'Без ответа', waiting_since: 'Ждёт с',
        waiting_seconds: 'Ждёт', last_message_at: 'Последнее сообщение', last_message_text: 'Текст последнего', unanswered: 'Только без ответа', q: 'Поиск',
      },
    },
    questionnaires: {
      name: 'Анкета |||| Анкеты',
      forcedCaseName: 'анкет',
      empty: 'Пока никто не заполнил анкету.',
      fields: {
        user_email: 'Пользователь', user_name: 'Имя', card_access: 'Доступ педагога', role: 'Роль', organisation: 'Организация', city: 'Город',
        subjects: 'Предметы', usage: 'Как будут использовать', comment: 'Комментарий', created_at: 'Отправлена', updated_at: 'Изменена', q: 'Поиск',
      },
    },
    audit: {
      name: 'Запись журнала |||| Журнал',
      forcedCaseName: 'записей журнала',
      fields: { user_email: 'Кто', action: 'Действие', resource: 'Раздел', record_id: 'Запись', diff: 'Изменение', created_at: 'Когда' },
    },
  },
};
