-- Esports (issue 19): League of Legends, Dota 2 and Counter-Strike 2 leagues, teams and players (seeded
-- by src/esports/seed.ts), the series they play (best of 1, 3 or 5) and each series' games or maps
-- with their live state and players' lines, written by the esports simulator from each series' script
-- (src/esports/script). Standings are computed from the finished series, never stored twice.

create table esports_leagues (
  id integer primary key,
  game text not null check (game in ('lol', 'dota2', 'cs2')),
  name_zh text not null,
  name_zht text not null,
  name_en text not null,
  name_vi text not null,
  short_name text not null,
  region text not null,
  logo text not null
);

create table esports_teams (
  id integer primary key,
  game text not null check (game in ('lol', 'dota2', 'cs2')),
  league_id integer not null references esports_leagues(id),
  name text not null,
  short_name text not null,
  region text not null,
  logo text not null,
  -- Strength for the simulator's odds (Elo-like, 1400–1700): a series is played from it and the series id.
  rating integer not null
);
create index esports_teams_league on esports_teams (league_id);

-- Five per team, `sort` their place in the line-up (the order of the game's roles).
create table esports_players (
  id integer primary key,
  team_id integer not null references esports_teams(id),
  sort smallint not null,
  nickname text not null,
  name text not null,
  role text not null,
  country text not null,
  unique (team_id, sort)
);

-- A series. status 1 in progress, 2 not started, 3 finished (as the contract's EsportsMatch); a score
-- only grows and the series ends when one side has won more than half of `best_of`.
create table esports_series (
  id integer primary key,
  game text not null check (game in ('lol', 'dota2', 'cs2')),
  league_id integer not null references esports_leagues(id),
  home_team_id integer not null references esports_teams(id),
  away_team_id integer not null references esports_teams(id),
  best_of smallint not null check (best_of in (1, 3, 5)),
  start_time bigint not null,
  status smallint not null default 2 check (status in (1, 2, 3)),
  home_score smallint not null default 0 check (home_score >= 0 and home_score * 2 <= best_of + 1),
  away_score smallint not null default 0 check (away_score >= 0 and away_score * 2 <= best_of + 1),
  winner_id integer references esports_teams(id),
  end_time bigint,
  current_game smallint,
  -- The EsportsGameState of the game in progress (or just finished), as the lists and pushes show it.
  live jsonb,
  check (home_team_id <> away_team_id)
);
create index esports_series_start on esports_series (start_time);
create index esports_series_status on esports_series (status, start_time);
create index esports_series_league on esports_series (league_id, start_time);

-- A game (lol, dota2) or map (cs2) of a series, once begun. `home` / `away` are the contract's
-- EsportsSide, `players` the ten EsportsPlayerLine rows.
create table esports_games (
  series_id integer not null references esports_series(id),
  number smallint not null check (number between 1 and 5),
  status smallint not null check (status in (1, 3)),
  map text,
  start_time bigint not null,
  duration integer not null check (duration >= 0),
  round smallint,
  winner_id integer references esports_teams(id),
  home jsonb not null,
  away jsonb not null,
  players jsonb not null,
  primary key (series_id, number)
);
