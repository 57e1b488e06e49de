-- The team's welcome of a help chat is shown in the language of whoever reads the thread (issue 19, item 6): it is
-- marked, and its text is chosen when the thread is read (routes/chat/repository.ts, WELCOME_MESSAGE); the stored
-- text is the language of the first read, which the console's inbox shows.
alter table chat_messages add column welcome boolean not null default false;
update chat_messages c set welcome = true
  where c.author = 'team' and c.id = (select min(f.id) from chat_messages f where f.user_id = c.user_id)
    and (c.text like 'Здравствуйте! Это чат с командой сайта.%' or c.text like 'Hello! This is your chat with the site team.%');
