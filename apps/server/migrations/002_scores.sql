-- Live scores (issue 5): countries for the score page's filters, what the simulator writes as a
-- match goes on (timeline, stats, odds movements) and the users' favourite matches.

create table countries (
  id integer primary key,
  name_zh text not null,
  name_zht text not null,
  name_en text not null,
  name_vi text not null
);

insert into countries (id, name_zh, name_zht, name_en, name_vi) values
  (1, '英格兰', '英格蘭', 'England', 'Anh'),
  (2, '西班牙', '西班牙', 'Spain', 'Tây Ban Nha'),
  (3, '德国', '德國', 'Germany', 'Đức'),
  (4, '意大利', '意大利', 'Italy', 'Ý'),
  (5, '中国', '中國', 'China', 'Trung Quốc'),
  (6, '越南', '越南', 'Vietnam', 'Việt Nam'),
  (7, '欧洲', '歐洲', 'Europe', 'Châu Âu'),
  (8, '美国', '美國', 'USA', 'Mỹ');

alter table leagues add column country_id integer references countries(id);
-- Leagues seeded before this migration name their country in English.
update leagues set country_id = c.id from countries c where c.name_en = leagues.country;

-- How far the timeline, stats and odds of a match have been written: football in match minutes
-- (-1 before kick-off, 91 after the final whistle), basketball in game seconds (-1 before tip-off).
alter table football_matches add column synced integer not null default -1;
alter table football_matches add column stats jsonb not null default '{}';
alter table basketball_matches add column synced integer not null default -1;
alter table basketball_matches add column stats jsonb not null default '{}';
create index football_matches_live on football_matches (status, time);
create index basketball_matches_live on basketball_matches (status_id, match_time);
create index football_matches_competition on football_matches (competition_id, status);
create index basketball_matches_competition on basketball_matches (competition_id, status_id);

-- Goals, disallowed goals, cards, corners and substitutions, in order (`seq`), as they happened.
create table match_events (
  match_id integer not null,
  sport smallint not null,
  seq smallint not null,
  minute smallint not null,
  side smallint not null,
  kind text not null,
  detail jsonb not null default '{}',
  primary key (sport, match_id, seq)
);

-- Every odds movement the simulator (or a feed) made: the whole `exponent` after the movement.
create table odds_history (
  match_id integer not null,
  sport smallint not null,
  seq smallint not null,
  company_id smallint not null default 1,
  clock integer not null,
  score text not null,
  markets text not null,
  exponent jsonb not null,
  primary key (sport, match_id, company_id, seq)
);

-- Favourite matches (Basketballuser/collect): sport 0 football, 1 basketball.
create table match_collects (
  user_id integer not null references users(id) on delete cascade,
  sport smallint not null,
  match_id integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, sport, match_id)
);
