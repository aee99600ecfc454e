-- Messaging (issue 16): chat groups, their messages beside the C2C ones, delivery marks, block lists and
-- the message centre's system notices. Everything a conversation shows is here, so a restart loses
-- nothing and every device of a user reads the same state.

-- Chat groups (Work: by invitation; Public: anyone may join). Not live rooms, whose groups are in memory.
create table chat_groups (
  id serial primary key,
  name text not null,
  avatar text not null default '',
  type text not null check (type in ('Work', 'Public')),
  owner_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null,
  destroyed_at timestamptz,
  -- The latest message's id (0: none): the conversation list's order and last message without a scan.
  last_message_id bigint not null default 0
);
create index chat_groups_public on chat_groups (id) where type = 'Public' and destroyed_at is null;

-- Membership; a member who left keeps the row (left_at) so the conversation stays readable as history
-- up to when they left. last_read_id is the member's read mark (same on every device).
create table chat_group_members (
  group_id integer not null references chat_groups(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  role text not null default 'Member' check (role in ('Owner', 'Member')),
  joined_at timestamptz not null,
  left_at timestamptz,
  -- Messages after the one with this id were sent while a member (history starts at joining).
  joined_after_id bigint not null default 0,
  -- When they left: the last message they may read.
  left_after_id bigint,
  last_read_id bigint not null default 0,
  primary key (group_id, user_id)
);
create index chat_group_members_user on chat_group_members (user_id);

-- Group messages share im_messages (one id sequence: ids are unique over every conversation);
-- receiver is the group's id (`g<n>`) and group_id is set. C2C rows keep group_id null.
alter table im_messages add column group_id integer;
create index im_messages_group on im_messages (group_id, id desc) where group_id is not null;

-- Delivery: the last message from `peer` that reached a connection of `owner` (read implies delivered).
alter table im_reads add column delivered_id bigint not null default 0;

-- Block lists: `owner` refuses private messages from `blocked`.
create table im_blocks (
  owner integer not null references users(id) on delete cascade,
  blocked integer not null references users(id) on delete cascade,
  created_at timestamptz not null,
  primary key (owner, blocked)
);

-- The message centre: a notice is stored as its kind and parameters and worded in the reader's language
-- when read (server catalogs), so a change of language re-words old notices too.
create table notices (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  type text not null check (type in ('horn', 'withdrawal', 'application', 'level')),
  params jsonb not null default '{}',
  created_at timestamptz not null,
  read_at timestamptz
);
create index notices_user on notices (user_id, id desc);
create index notices_unread on notices (user_id) where read_at is null;
