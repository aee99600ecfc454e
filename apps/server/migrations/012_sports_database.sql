-- Sports database (issue 19): seasons of matchdays, the players of every team, each player's line of
-- every finished match (written from the match's script in the transaction of its final whistle), and
-- the users' favourite competitions. Standings, leaders and team numbers are computed from these and
-- the match rows, never stored twice.

-- Nationalities of the seeded players beside the countries of the leagues.
insert into countries (id, name_zh, name_zht, name_en, name_vi) values
  (9, '巴西', '巴西', 'Brazil', 'Brazil'),
  (10, '法国', '法國', 'France', 'Pháp'),
  (11, '阿根廷', '阿根廷', 'Argentina', 'Argentina'),
  (12, '葡萄牙', '葡萄牙', 'Portugal', 'Bồ Đào Nha'),
  (13, '荷兰', '荷蘭', 'Netherlands', 'Hà Lan'),
  (14, '克罗地亚', '克羅地亞', 'Croatia', 'Croatia'),
  (15, '尼日利亚', '尼日利亞', 'Nigeria', 'Nigeria'),
  (16, '日本', '日本', 'Japan', 'Nhật Bản'),
  (17, '韩国', '韓國', 'South Korea', 'Hàn Quốc'),
  (18, '塞尔维亚', '塞爾維亞', 'Serbia', 'Serbia'),
  (19, '加拿大', '加拿大', 'Canada', 'Canada'),
  (20, '澳大利亚', '澳大利亞', 'Australia', 'Úc')
on conflict (id) do nothing;

-- A season: `days` matchdays (rounds), one a day from `start_day` (days since 1970-01-01, UTC).
create table seasons (
  id serial primary key,
  league_id integer not null references leagues(id),
  number integer not null,
  start_day integer not null,
  days integer not null,
  unique (league_id, number)
);
create index seasons_league_start on seasons (league_id, start_day);

-- Squads (seed/roster.ts): id = team id × 100 + place in the squad (starters first), shirt numbers unique per team.
create table players (
  id integer primary key,
  team_id integer not null references teams(id),
  sport smallint not null,
  number smallint not null,
  position text not null,
  name_zh text not null,
  name_zht text not null,
  name_en text not null,
  name_vi text not null,
  birth_date date not null,
  height smallint not null,
  nationality_id integer not null references countries(id),
  starter smallint not null,
  sort smallint not null,
  unique (team_id, number)
);

-- One player's part in one finished match (sim/script/lines.ts). Football: minutes, goals and assists
-- that stood, cards. Basketball: minutes, points, rebounds, assists that add up to the match's own.
create table player_match_stats (
  sport smallint not null,
  match_id integer not null,
  player_id integer not null references players(id),
  team_id integer not null,
  competition_id integer not null,
  time bigint not null,
  started smallint not null,
  minutes smallint not null,
  goals smallint not null default 0,
  assists smallint not null default 0,
  yellow_cards smallint not null default 0,
  red_cards smallint not null default 0,
  points smallint not null default 0,
  rebounds smallint not null default 0,
  primary key (sport, match_id, player_id)
);
create index player_match_stats_player on player_match_stats (player_id, time);
create index player_match_stats_competition on player_match_stats (competition_id, time);

-- Favourite competitions (Database/favourite), listed first on /trophy/home.
create table competition_favourites (
  user_id integer not null references users(id) on delete cascade,
  league_id integer not null references leagues(id),
  created_at timestamptz not null default now(),
  primary key (user_id, league_id)
);

create index football_matches_home on football_matches (home_team_id, time);
create index football_matches_away on football_matches (away_team_id, time);
create index basketball_matches_home on basketball_matches (home_team_id, match_time);
create index basketball_matches_away on basketball_matches (away_team_id, match_time);
