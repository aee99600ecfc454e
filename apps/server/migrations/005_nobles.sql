-- Nobility (spec §1 "buy nobility"; §6 noble user: special effects, speech privilege, 30 free horns a
-- month, VIP seat). Bought with gold coins for a number of days; one nobility per user, site-wide.
-- users.is_noble stays the flag the other rules read (horns, coloured text, room entry).

create table noble_tiers (
  id integer primary key,
  name text not null,
  name_en text not null,
  name_vi text not null,
  icon text not null,
  coin numeric(14, 1) not null check (coin >= 0),
  renew_coin numeric(14, 1) not null check (renew_coin >= 0),
  color text not null,
  days integer not null check (days > 0)
);

insert into noble_tiers (id, name, name_en, name_vi, icon, coin, renew_coin, color, days) values
  (1, '子爵', 'Viscount', 'Tử tước', '/static/noble/1.svg', 3000, 2700, '#6b8e23', 30),
  (2, '伯爵', 'Earl', 'Bá tước', '/static/noble/2.svg', 8000, 7200, '#4169e1', 30),
  (3, '公爵', 'Duke', 'Công tước', '/static/noble/3.svg', 30000, 27000, '#8b008b', 30);

create table nobles (
  user_id integer primary key references users(id) on delete cascade,
  tier_id integer not null references noble_tiers(id),
  endtime timestamptz not null
);
