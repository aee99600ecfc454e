-- Issue 12 (OWASP ASVS 5.0 ch. 6 and 7): counters for abuse limits, session expiry.

-- Fixed-window counters (SMS sends per IP / number / country code, wrong codes per number and IP,
-- failed logins per account). One row per key and window; a conditional upsert takes one unit.
create table abuse_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  primary key (key, window_start)
);
create index abuse_counters_window on abuse_counters (window_start);

-- Idle expiry needs the last time a session was used; `id` names a session inside an IM userSig so
-- that revoking the session stops the sig too.
alter table sessions add column last_seen_at timestamptz;
alter table sessions add column id bigserial;
create unique index sessions_id on sessions (id);

-- Password login throttling per number (ASVS 5.0 §6.3.1), whether or not the number has an account:
-- each attempt is counted before the password is checked; from the 5th on, a lock that doubles.
create table login_throttle (
  mobile text primary key,
  failures integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null
);
