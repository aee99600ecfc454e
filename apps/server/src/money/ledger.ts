import { EXP_PER_LEVEL, MAX_LEVEL } from '../format';
import type { Lang } from '../i18n/index';
import { t } from '../i18n/index';
import { shanghaiDay } from '../services/shanghai';

// The balance ledger (migrations/006_balance_records.sql): every change of a user's gold coins or
// income wallet leaves one record, written by debit / credit (money/wallet.ts) in the same transaction.

/**
 * Kinds of balance record. The ids are on the wire (Order/getList `type`, order/getTypeList `id`)
 * and in the database: add new ones at the end, never renumber.
 */
export const KIND = {
  /** Coins the platform gave (the demo accounts' starting coins). */
  grant: 1,
  /** What a wallet held when the ledger began (migration 006). */
  carriedOver: 2,
  giftSent: 3,
  giftIncome: 4,
  barrage: 5,
  barrageIncome: 6,
  guard: 7,
  guardIncome: 8,
  nobility: 9,
  horn: 10,
  hornRefund: 11,
  redEnvelopeSent: 12,
  redEnvelopeReceived: 13,
  redEnvelopeRefund: 14,
  signIn: 15,
  taskReward: 16,
  /** Issue 14: gold coins bought (a package's coins and bonus), credited once when the provider says it is paid. */
  recharge: 17,
  /** Issue 14: the income wallet's amount applied for as a withdrawal (waiting for review). */
  withdrawal: 18,
  /** Issue 14: a rejected withdrawal's amount back in the income wallet. */
  withdrawalRefund: 19,
  /** Issue 14: income converted into gold coins: out of the income wallet … */
  conversionOut: 20,
  /** … and into the consumption wallet, 1 : 1, in the same transaction. */
  conversionIn: 21,
} as const;

export type Kind = (typeof KIND)[keyof typeof KIND];

/** Catalog ids of the kinds' names (i18n/{zh,en,vi}.json): `server.order.kind.<key of KIND>`. */
const NAMES = Object.fromEntries(Object.entries(KIND).map(([key, id]) => [id, `server.order.kind.${key}`])) as Record<Kind, string>;

export const KIND_IDS = Object.values(KIND) as Kind[];

export const isKind = (v: number): v is Kind => v in NAMES;

/** A kind's name in the request's language. */
export const kindName = (lang: Lang, kind: Kind) => t(lang, NAMES[kind]);

/** What debit / credit record besides the amount: required, so no change of a balance goes unrecorded. */
export interface Entry {
  kind: Kind;
  /** What caused it, as `key:value` pairs (`room:12 gift:3`, `red:7`); see the migration. */
  ref?: string;
  /** When, on the app's clock (config.now()), in ms. */
  at: number;
}

/** The order id's prefix: 'B' and the Beijing date (YYYYMMDD); SQL appends the record id. */
export const orderPrefix = (at: number) => `B${shanghaiDay(at).replaceAll('-', '')}`;

export type Wallet = 'balance' | 'withdrawal_balance';

/**
 * format.ts levelOf in SQL: the wealth level of an experience. A spend that raises the level writes the
 * user's level-up notice (issue 16, the message centre) in the same statement as the spend, so the
 * notice exists exactly when the experience does.
 */
const LEVEL_SQL = (exp: string) => `least(${MAX_LEVEL}, 1 + floor(${exp} / ${EXP_PER_LEVEL}))::int`;

/**
 * One change of a wallet and its record, as one statement (a data-modifying CTE): no update can
 * happen without its record, and the ledger costs no extra round trip. The update adds the signed
 * amount unless that would take the wallet below zero; then nothing changes, nothing is recorded and
 * no row is returned. The record id comes from the sequence after the user's row is locked by the
 * update, so one user's records in id order are the order of the changes. The user's count of records
 * of the kind (balance_record_counts, migration 011: Order/getList's total) goes up in the same statement.
 * Parameters: $1 user id, $2 signed amount (decimal text), $3 kind, $4 order prefix, $5 ref, $6 time,
 * $7 the change of wealth experience (experienceText).
 */
export const changeSql = (wallet: Wallet) => `
  with changed as (
    update users set ${wallet} = ${wallet} + $2::numeric, exp = greatest(0, exp + $7::numeric)
     where id = $1 and ${wallet} + $2::numeric >= 0 returning ${wallet} as value, exp
  ), leveled as (
    insert into notices (user_id, type, params, created_at)
    select $1, 'level', jsonb_build_object('level', ${LEVEL_SQL('c.exp')}), $6 from changed c
     where $7::numeric > 0 and ${LEVEL_SQL('c.exp')} > ${LEVEL_SQL('(c.exp - $7::numeric)')}
  ), recorded as (
    insert into balance_records (id, user_id, kind, amount, wallet, balance_after, order_id, ref, created_at)
    select n.id, $1, $3, $2::numeric, '${wallet}', n.value, $4 || lpad(n.id::text, greatest(8, length(n.id::text)), '0'), $5, $6
      from (select nextval('balance_records_id_seq') as id, value from changed) n
    returning balance_after
  ), counted as (
    insert into balance_record_counts (user_id, kind, n) select $1, $3, 1 from recorded
    on conflict (user_id, kind) do update set n = balance_record_counts.n + 1
  )
  select balance_after from recorded`;

export const changeParams = (userId: number, signedAmountText: string, entry: Entry, wallet: Wallet) => [
  userId,
  signedAmountText,
  entry.kind,
  orderPrefix(entry.at),
  entry.ref ?? '',
  new Date(entry.at),
  experienceText(entry.kind, signedAmountText, wallet),
];

/**
 * Wealth experience (spec §5: 1 coin spent = 1 experience, unit 0.1; issue 14): what a user spends of
 * their gold coins on gifts, barrage, guard, nobility and horns. A refunded horn takes its experience
 * back (never below zero). Credits and income earn none: recharge, conversion and withdrawals (issue 14)
 * move money without spending it. Kept in the wallet's own statement, so
 * experience moves exactly when the coins do — once per request, rolled back with them.
 */
const EARNS_EXPERIENCE: ReadonlySet<Kind> = new Set([KIND.giftSent, KIND.barrage, KIND.guard, KIND.nobility, KIND.horn]);
const TAKES_EXPERIENCE_BACK: ReadonlySet<Kind> = new Set([KIND.hornRefund]);

/** The change of experience (decimal text) a change of a wallet brings. */
export function experienceText(kind: Kind, signedAmountText: string, wallet: Wallet): string {
  if (wallet !== 'balance') return '0';
  if (EARNS_EXPERIENCE.has(kind) || TAKES_EXPERIENCE_BACK.has(kind)) {
    // A spend is negative on the wallet and positive on experience; a refund the other way round.
    const delta = -Number(signedAmountText);
    return delta === 0 ? '0' : delta.toFixed(1);
  }
  return '0';
}
