-- Match previews (issue 19, /foresight): each football match's prediction, stored the first time it is
-- made and never changed, so the model's record (Database/model_report) scores what it said before the
-- match rather than what it would say after. `fitted_until` is the latest kick-off among the results the
-- model was fitted on; the check keeps a match's own result (or a later one) out of its prediction.
create table match_predictions (
  sport smallint not null,
  match_id integer not null,
  kickoff bigint not null,
  p_home double precision not null,
  p_draw double precision not null,
  p_away double precision not null,
  xg_home double precision not null,
  xg_away double precision not null,
  -- The pre-match 1X2 odds as probabilities (overround removed); null when the match had none.
  odds_home double precision,
  odds_draw double precision,
  odds_away double precision,
  overround double precision,
  results_used integer not null,
  fitted_until bigint not null,
  made_at bigint not null,
  primary key (sport, match_id),
  check (fitted_until < kickoff),
  check (abs(p_home + p_draw + p_away - 1) < 1e-9)
);
create index match_predictions_kickoff on match_predictions (sport, kickoff);
