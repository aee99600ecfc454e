-- Live rooms, money and messaging (issue 6). Money-like columns never go negative; every request that
-- moves money can carry a request id so a client's retry never moves it twice.

-- One row per request that moved money, keyed by the client's request id: a retry finds the stored answer.
create table money_requests (
  user_id integer not null references users(id) on delete cascade,
  request_id text not null,
  operation text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, request_id)
);

-- A broadcast: opened by startRoom (or the simulated schedule), closed by endRoom; closed ones are playbacks.
create table live_broadcasts (
  id serial primary key,
  uid integer not null references users(id) on delete cascade,
  title text not null,
  thumb text not null,
  type smallint not null,
  match_id integer,
  starttime bigint not null,
  endtime bigint,
  viewers integer not null default 0 check (viewers >= 0)
);
create index live_broadcasts_uid on live_broadcasts (uid, starttime desc);
create unique index live_broadcasts_open on live_broadcasts (uid) where endtime is null;

alter table live_rooms add column stream_key text;
alter table live_rooms add column shares integer not null default 0 check (shares >= 0);

-- Money given in a room (gifts, paid barrage, guard): the source of the contribution ranks.
create table room_contributions (
  id bigserial primary key,
  room_uid integer not null references users(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  kind smallint not null, -- 1 gift, 2 paid barrage, 3 guard
  gift_id integer references gifts(id),
  num integer not null default 1 check (num > 0),
  from_backpack smallint not null default 0,
  amount numeric(14, 1) not null check (amount >= 0),
  created_at timestamptz not null
);
create index room_contributions_room on room_contributions (room_uid, created_at);
create index room_contributions_kind on room_contributions (room_uid, kind, id desc);

create table backpack (
  user_id integer not null references users(id) on delete cascade,
  gift_id integer not null references gifts(id),
  num integer not null check (num >= 0),
  primary key (user_id, gift_id)
);

create table barrages (
  id bigserial primary key,
  room_uid integer not null references users(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  info text not null,
  gift_id integer references gifts(id),
  cost numeric(14, 1) not null default 0 check (cost >= 0),
  created_at timestamptz not null
);
create index barrages_room on barrages (room_uid, id desc);

create table guards (
  user_id integer not null references users(id) on delete cascade,
  anchor_id integer not null references users(id) on delete cascade,
  tier_id integer not null references guard_tiers(id),
  endtime timestamptz not null,
  primary key (user_id, anchor_id)
);

create table horns (
  id serial primary key,
  uid integer not null references users(id) on delete cascade,
  content text not null,
  status smallint not null default 0, -- 0 waiting for review, 1 succeeded, 2 failed
  free smallint not null default 0,
  cost numeric(14, 1) not null default 0 check (cost >= 0),
  created_at timestamptz not null,
  reviewed_at timestamptz
);
create index horns_uid on horns (uid, id desc);
create index horns_pending on horns (id) where status = 0;

create table red_envelopes (
  id serial primary key,
  uid integer not null references users(id) on delete cascade,
  room_uid integer not null references users(id) on delete cascade,
  title text not null default '',
  amount numeric(14, 1) not null check (amount > 0),
  count integer not null check (count > 0),
  left_amount numeric(14, 1) not null check (left_amount >= 0),
  left_count integer not null check (left_count >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  refunded numeric(14, 1) not null default 0 check (refunded >= 0),
  check (left_amount <= amount and left_count <= count)
);
create index red_envelopes_room on red_envelopes (room_uid, id desc);

create table red_envelope_receipts (
  envelope_id integer not null references red_envelopes(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  amount numeric(14, 1) not null check (amount > 0),
  created_at timestamptz not null,
  primary key (envelope_id, uid)
);

-- role 0: a viewer's reservation of a match; role 1: a streamer's announcement that they will broadcast it.
create table reservations (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  match_id integer not null,
  live_type smallint not null,
  role smallint not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, match_id, role)
);
create index reservations_match on reservations (match_id);

create table room_admins (
  room_uid integer not null references users(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (room_uid, uid)
);

create table room_mutes (
  room_uid integer not null references users(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  until timestamptz not null,
  primary key (room_uid, uid)
);

create table room_kickouts (
  room_uid integer not null references users(id) on delete cascade,
  uid integer not null references users(id) on delete cascade,
  created_at timestamptz not null,
  until timestamptz not null,
  primary key (room_uid, uid)
);

-- Private (C2C) messages of the local IM service; ids are the IM user ids as text.
create table im_messages (
  id bigserial primary key,
  sender text not null,
  receiver text not null,
  type text not null,
  payload jsonb not null,
  created_at bigint not null
);
create index im_messages_pair on im_messages (sender, receiver, id desc);
create index im_messages_receiver on im_messages (receiver, id desc);

create table im_reads (
  owner text not null,
  peer text not null,
  last_read_id bigint not null default 0,
  primary key (owner, peer)
);
