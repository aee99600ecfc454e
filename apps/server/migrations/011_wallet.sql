-- Issue 14, the wallet: where withdrawals are paid to, the withdrawals themselves and their review, the
-- recharge packages and the recharge orders a payment provider settles, and who may review.
-- Money columns are numeric(14, 1) gold coins like the users' wallets; prices are yuan with cents.

-- Operators review withdrawals (Operator/*). The development seed makes its demo operator one;
-- production names them with OPERATOR_MOBILES (set at every start).
alter table users add column is_operator boolean not null default false;

-- One bank card and one Alipay account per user, replaced by binding again. Kept in full: a withdrawal
-- copies what it is paid to when it is applied for, so replacing one never redirects a waiting payout.
create table bank_cards (
  user_id integer primary key references users(id) on delete cascade,
  real_name text not null,
  bank_name text not null,
  card_number text not null,
  branch text not null default '',
  updated_at timestamptz not null
);

create table alipay_accounts (
  user_id integer primary key references users(id) on delete cascade,
  real_name text not null,
  account text not null,
  updated_at timestamptz not null
);

-- Withdrawals from the income wallet (users.withdrawal_balance). Applying takes `amount` from the wallet
-- (ledger kind withdrawal, ref `withdrawal:<id>`) in the transaction that inserts the row; the payout is
-- amount − fee. status: 0 waiting for review, 1 approved (paid out), 2 rejected (amount refunded, kind
-- withdrawalRefund). `payee` is the destination in full as applied for (what the operator pays to);
-- `account` the same masked, for display.
create table withdrawals (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  amount numeric(14, 1) not null check (amount > 0),
  fee numeric(14, 1) not null check (fee >= 0 and fee < amount),
  method text not null check (method in ('bank', 'alipay')),
  payee jsonb not null,
  account text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  reason text not null default '',
  created_at timestamptz not null,
  reviewed_at timestamptz,
  reviewed_by integer references users(id) on delete set null
);
create index withdrawals_user on withdrawals (user_id, id desc);
create index withdrawals_status on withdrawals (status, id);

-- Recharge packages (chargerules/getList): `money` yuan buys `coin` gold coins plus a bonus `give`.
create table charge_rules (
  id serial primary key,
  name text not null,
  coin numeric(14, 1) not null check (coin > 0),
  give numeric(14, 1) not null default 0 check (give >= 0),
  money numeric(10, 2) not null check (money > 0),
  sort integer not null default 0,
  enabled boolean not null default true
);
insert into charge_rules (name, coin, give, money, sort) values
  ('60 金币', 60, 0, 6, 1),
  ('300 金币', 300, 15, 30, 2),
  ('980 金币', 980, 70, 98, 3),
  ('1980 金币', 1980, 180, 198, 4),
  ('6480 金币', 6480, 800, 648, 5);

-- Recharge orders (chargerules/payUrl): a snapshot of the package at the time of ordering. The
-- provider's signed notification moves status 0 → 1 once (`update … where status = 0`), and in the
-- same transaction coin + give go to the consumption wallet (ledger kind recharge, ref
-- `recharge:<order_id>`). 2: closed unpaid. trade_no: the provider's transaction number.
create table recharge_orders (
  id serial primary key,
  order_id text not null unique,
  user_id integer not null references users(id) on delete cascade,
  rule_id integer references charge_rules(id) on delete set null,
  name text not null,
  coin numeric(14, 1) not null,
  give numeric(14, 1) not null,
  money numeric(10, 2) not null,
  pay_type text not null,
  driver text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  created_at timestamptz not null,
  paid_at timestamptz,
  trade_no text unique
);
create index recharge_orders_user on recharge_orders (user_id, id desc);

-- The ledger filtered by kind (Order/getList `type`), newest first, without walking the user's other
-- records (issue 14's bench: apps/server/bench/ledger.bench.ts).
create index balance_records_user_kind on balance_records (user_id, kind, id desc);

-- How many records each user has of each kind, kept by the ledger's own statement (money/ledger.ts
-- changeSql: the record and its count in one statement), so Order/getList's `total` is a read of at
-- most one row per kind instead of a count of every record (100,000 records: a count took ~0.5 s on
-- PGlite). Backfilled from the records so far.
create table balance_record_counts (
  user_id integer not null references users(id) on delete cascade,
  kind smallint not null,
  n integer not null check (n >= 0),
  primary key (user_id, kind)
);
insert into balance_record_counts (user_id, kind, n) select user_id, kind, count(*) from balance_records group by user_id, kind;
