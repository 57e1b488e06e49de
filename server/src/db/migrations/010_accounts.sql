-- Accounts: the user's language for mails, interest tags, one-time pins (e-mail confirmation, password reset),
-- OAuth sign-in attempts and linked social accounts.

alter table users add column lang text not null default 'ru' check (lang in ('ru', 'en'));

create table user_tags (
  user_id integer not null references users (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  position integer not null default 0,
  primary key (user_id, tag_id)
);

create table user_pins (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  -- sha-256 of the pin sent by mail, hex; the pin itself is never stored
  pin_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- set when the pin is spent: a pin works once
  used_at timestamptz
);
create index user_pins_user on user_pins (user_id, purpose);

-- One row per sign-in attempt at a provider, from the redirect until the callback (or expiry).
create table oauth_states (
  id serial primary key,
  provider text not null check (provider in ('google', 'facebook')),
  -- sha-256 of the state parameter, hex
  state_hash text not null unique,
  -- PKCE verifier and OpenID nonce of this attempt: needed to finish it, worthless afterwards
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index oauth_states_expires on oauth_states (expires_at);

create table social_accounts (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  -- the provider's stable id of the person ('sub' claim, Facebook's user id)
  subject text not null,
  -- the e-mail the provider reported at the last sign-in
  email text,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  unique (provider, subject)
);
create index social_accounts_user on social_accounts (user_id);
