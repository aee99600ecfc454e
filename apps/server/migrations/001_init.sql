-- Arena's schema: one for PGlite and PostgreSQL. Money-like columns never go negative.

create table settings (
  key text primary key,
  value text not null
);

create table users (
  id serial primary key,
  mobile text not null unique,
  password_hash text not null,
  user_nickname text not null,
  avatar text not null default '',
  signature text not null default '',
  sex smallint not null default 0,
  balance numeric(14, 1) not null default 0 check (balance >= 0),
  balances numeric(14, 1) not null default 0 check (balances >= 0),
  withdrawal_balance numeric(14, 1) not null default 0 check (withdrawal_balance >= 0),
  exp numeric(14, 1) not null default 0 check (exp >= 0),
  is_anchor smallint not null default 0,
  is_guard smallint not null default 0,
  is_noble smallint not null default 0,
  invite text,
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table sms_codes (
  id serial primary key,
  mobile text not null,
  purpose smallint not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts smallint not null default 0,
  used_at timestamptz
);
create index sms_codes_mobile on sms_codes (mobile, created_at desc);

create table qr_logins (
  code text primary key,
  status text not null default 'waiting',
  user_id integer references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table follows (
  user_id integer not null references users(id) on delete cascade,
  anchor_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, anchor_id)
);

create table leagues (
  id integer primary key,
  sport smallint not null,
  name_zh text not null,
  name_zht text not null,
  name_en text not null,
  name_vi text not null,
  short_name_zh text not null,
  short_name_zht text not null,
  short_name_en text not null,
  short_name_vi text not null,
  country text not null,
  logo text not null,
  primary_color text not null
);

create table teams (
  id integer primary key,
  sport smallint not null,
  league_id integer not null references leagues(id),
  name_zh text not null,
  name_zht text not null,
  name_en text not null,
  name_vi text not null,
  logo text not null
);

create table football_matches (
  id integer primary key,
  competition_id integer not null references leagues(id),
  home_team_id integer not null references teams(id),
  away_team_id integer not null references teams(id),
  time bigint not null,
  status smallint not null,
  match_str text not null default '',
  home_score smallint not null default 0,
  away_score smallint not null default 0,
  half_score text not null default '0-0',
  corner_kick text not null default '0-0',
  home_yellow_card smallint not null default 0,
  away_yellow_card smallint not null default 0,
  home_red_card smallint not null default 0,
  away_red_card smallint not null default 0,
  exponent jsonb not null default '{}',
  is_hot smallint not null default 0
);
create index football_matches_time on football_matches (time);

create table basketball_matches (
  id integer primary key,
  competition_id integer not null references leagues(id),
  home_team_id integer not null references teams(id),
  away_team_id integer not null references teams(id),
  match_time bigint not null,
  status_id smallint not null,
  time_left integer,
  home_scores jsonb not null default '[]',
  away_scores jsonb not null default '[]',
  home_scores_total smallint not null default 0,
  away_scores_total smallint not null default 0,
  odds jsonb not null default '{}',
  is_hot smallint not null default 0
);
create index basketball_matches_time on basketball_matches (match_time);

create table live_rooms (
  uid integer primary key references users(id) on delete cascade,
  vid text not null unique,
  title text not null,
  thumb text not null,
  type smallint not null,
  match_id integer,
  islive smallint not null default 0,
  heat integer not null default 0 check (heat >= 0),
  viewers integer not null default 0 check (viewers >= 0),
  starttime bigint,
  announcement text not null default '' check (char_length(announcement) <= 50)
);

create table gifts (
  id integer primary key,
  giftname text not null,
  giftname_en text not null,
  giftname_vi text not null,
  gifticon text not null,
  needcoin numeric(14, 1) not null check (needcoin >= 0),
  swf text not null default '',
  swftime numeric(6, 1) not null default 0,
  type smallint not null default 0,
  sort smallint not null default 0
);

create table guard_tiers (
  id integer primary key,
  name text not null,
  name_en text not null,
  name_vi text not null,
  icon text not null,
  coin numeric(14, 1) not null check (coin >= 0),
  renew_coin numeric(14, 1) not null check (renew_coin >= 0),
  color text not null,
  days integer not null
);

create table sign_ins (
  user_id integer not null references users(id) on delete cascade,
  day date not null,
  reward numeric(14, 1) not null check (reward >= 0),
  created_at timestamptz not null default now(),
  primary key (user_id, day)
);
