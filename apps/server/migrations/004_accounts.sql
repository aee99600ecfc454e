-- Issue 4: QR login life cycle, the offline captcha, daily check-in and tasks, search terms,
-- payment password, streamer applications and uploads.

-- QR login (spec §4 Login): waiting → scanned → confirmed → consumed (the web got its session), or
-- expired / cancelled. `watcher` is the score-socket connection that claimed the code with
-- `{"type":"login"}`; only it receives the session. `origin` makes the pushed user's image URLs absolute.
alter table qr_logins add column origin text not null default '';
alter table qr_logins add column watcher text;
alter table qr_logins add column scanned_at timestamptz;
alter table qr_logins add column confirmed_at timestamptz;
alter table qr_logins add column consumed_at timestamptz;
create index qr_logins_expires on qr_logins (expires_at);

-- The offline captcha: a challenge answered once, then a single-use ticket for login / register.
create table captcha_challenges (
  id text primary key,
  answer_hash text not null,
  client text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  answered_at timestamptz
);
create index captcha_challenges_client on captcha_challenges (client, created_at desc);

create table captcha_tickets (
  ticket_hash text primary key,
  randstr text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Daily check-in: the reward of each weekday (1 Monday … 7 Sunday, Asia/Shanghai); sign_ins (001) keeps
-- one row per user and day, which is what makes a second sign-in on the same day impossible.
create table sign_rewards (
  weekday smallint primary key check (weekday between 1 and 7),
  lz_num numeric(14, 1) not null check (lz_num >= 0)
);
insert into sign_rewards (weekday, lz_num) values (1, 10), (2, 10), (3, 20), (4, 20), (5, 30), (6, 30), (7, 50);

-- Daily tasks, completed by real actions reported through services.events (src/services/events.ts).
create table tasks (
  id integer primary key,
  key text not null unique,
  task_zh text not null,
  task_en text not null,
  task_vi text not null,
  img text not null,
  lz_num numeric(14, 1) not null check (lz_num >= 0),
  target integer not null default 1 check (target >= 1),
  sort smallint not null default 0
);
insert into tasks (id, key, task_zh, task_en, task_vi, img, lz_num, target, sort) values
  (1, 'watch_live', '观看一场直播', 'Watch a live stream', 'Xem một buổi phát trực tiếp', '/static/task/watch_live.svg', 10, 1, 1),
  (2, 'send_barrage', '发送一条弹幕', 'Send a barrage message', 'Gửi một bình luận chạy', '/static/task/send_barrage.svg', 10, 1, 2),
  (3, 'send_gift', '赠送一次礼物', 'Send a gift', 'Tặng một món quà', '/static/task/send_gift.svg', 20, 1, 3),
  (4, 'follow_anchor', '关注一位主播', 'Follow a streamer', 'Theo dõi một người phát trực tiếp', '/static/task/follow_anchor.svg', 10, 1, 4),
  (5, 'share_live', '分享一个直播间', 'Share a live room', 'Chia sẻ một phòng trực tiếp', '/static/task/share_live.svg', 10, 1, 5);

create table task_progress (
  user_id integer not null references users(id) on delete cascade,
  task_id integer not null references tasks(id),
  day date not null,
  progress integer not null default 0 check (progress >= 0),
  completed_at timestamptz,
  claimed_at timestamptz,
  primary key (user_id, task_id, day)
);

-- Search: hot searches are the most searched terms; the seeded ones start the list.
create table search_terms (
  term text primary key,
  hits integer not null default 0 check (hits >= 0),
  updated_at timestamptz not null default now()
);
insert into search_terms (term, hits) values
  ('英超', 120), ('NBA', 115), ('皇家马德里', 110), ('湖人', 105), ('中超', 100), ('CBA', 95),
  ('欧冠', 90), ('V.League', 85), ('曼联', 80), ('勇士', 75), ('巴塞罗那', 70), ('拜仁', 65);

-- Payment password (spec §5: at least 6 digits), hashed like the login password.
alter table users add column payment_password_hash text;

-- Streamer application (spec §3 / §5): 0 reviewing, 1 passed, 2 refused.
create table streamer_applications (
  user_id integer primary key references users(id) on delete cascade,
  real_name text not null,
  id_number text not null,
  contact text not null,
  id_photo_front text not null default '',
  id_photo_back text not null default '',
  experience text not null,
  invite text,
  status smallint not null default 0 check (status between 0 and 2),
  reason text not null default '',
  created_at timestamptz not null,
  reviewed_at timestamptz
);

-- Files uploaded to our own store (POST /uploads), served at /uploads/<key>.
create table uploads (
  key text primary key,
  user_id integer not null references users(id) on delete cascade,
  content_type text not null,
  size integer not null check (size > 0),
  created_at timestamptz not null
);
