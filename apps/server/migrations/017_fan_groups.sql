-- Issue 15: fan groups. A streamer shows some of their public chat groups (issue 16's chat_groups) in
-- their room as fan groups; viewers join them with Group/joinGroup, and a member wears the group's badge
-- in that room. A destroyed group stops showing (the handlers filter destroyed_at); a deleted one goes.
create table live_fan_groups (
  group_id integer primary key references chat_groups(id) on delete cascade,
  room_uid integer not null references users(id) on delete cascade,
  shown_at timestamptz not null
);
create index live_fan_groups_room on live_fan_groups (room_uid, shown_at);
