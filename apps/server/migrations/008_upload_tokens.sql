-- Issue 12 "Uploads: single-use tokens": each upload token's nonce, recorded when it is spent, so a
-- token stores at most one file.
create table upload_tokens_used (
  nonce text primary key,
  user_id integer not null references users(id) on delete cascade,
  used_at timestamptz not null
);
create index uploads_user_day on uploads (user_id, created_at);
