-- The balance ledger (spec §7 Money: Order/getList, order/getTypeList): one row per change of a user's
-- gold coins (`balance`) or income wallet (`withdrawal_balance`), written in the transaction that makes
-- the change (src/live/common.ts debit / credit), with the wallet's value after it. So for every user
-- and wallet the amounts add up to the wallet, and the rows in id order chain balance_after.
--
-- kind: src/money/ledger.ts KIND (the ids are on the wire: never renumber).
-- amount: signed, negative for money out.
-- wallet: which users column changed ('balance' or 'withdrawal_balance'; not called `column`, a
--   reserved word).
-- order_id: 'B' + the Beijing date of the change (YYYYMMDD) + the id, zero-padded to at least 8
--   digits, e.g. B2026112200000042: readable, sortable, unique because the id is.
-- ref: what caused it, as `key:value` pairs: `room:12 gift:3`, `from:45 gift:3`, `noble:1`,
--   `red:7`, `horn:9`, `sign:2026-11-22`, `task:2`, `seed`, `migration:006`.

create table balance_records (
  id bigserial primary key,
  user_id integer not null references users(id) on delete cascade,
  kind smallint not null,
  amount numeric(14, 1) not null check (amount <> 0),
  wallet text not null check (wallet in ('balance', 'withdrawal_balance')),
  balance_after numeric(14, 1) not null check (balance_after >= 0),
  order_id text not null unique,
  ref text not null default '',
  created_at timestamptz not null
);
create index balance_records_user on balance_records (user_id, id desc);

-- Money held before the ledger existed (a data folder of an older version) is carried over as the
-- first record (kind 2), so every user's books add up from here on. A fresh database has no users yet.
insert into balance_records (id, user_id, kind, amount, wallet, balance_after, order_id, ref, created_at)
select n, id, 2, balance, 'balance', balance,
       'B' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(n::text, greatest(8, length(n::text)), '0'),
       'migration:006', now()
  from (select nextval('balance_records_id_seq') as n, u.id, u.balance from (select id, balance from users where balance > 0 order by id) u) s;

insert into balance_records (id, user_id, kind, amount, wallet, balance_after, order_id, ref, created_at)
select n, id, 2, w, 'withdrawal_balance', w,
       'B' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(n::text, greatest(8, length(n::text)), '0'),
       'migration:006', now()
  from (select nextval('balance_records_id_seq') as n, u.id, u.w from (select id, withdrawal_balance as w from users where withdrawal_balance > 0 order by id) u) s;
