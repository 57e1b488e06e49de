-- Account safety: the list of a user's sessions shows the browser each was last used from, and deleting an
-- account keeps its comments anonymised (the comment stays, the link to the person goes: user_id null, shown as
-- 'Пользователь' / 'User'). Everything else of the user goes with the users row (on delete cascade), and the
-- account deletion removes the messages the user sent through the contact form (routes/account).

alter table user_tokens add column user_agent text;

alter table comments alter column user_id drop not null;
alter table comments drop constraint comments_user_id_fkey;
alter table comments add constraint comments_user_id_fkey foreign key (user_id) references users (id) on delete set null;
