// Issue 14: the wallet's settings (README "Running in production"), read from the environment by
// config.ts and validated there: a bad value refuses to start with a line naming the setting.

export interface WalletSettings {
  /** The smallest withdrawal, in gold coins (WITHDRAWAL_MINIMUM, default 100). */
  withdrawalMinimum: number;
  /** The platform's fee, percent of the amount (WITHDRAWAL_FEE_PERCENT, default 2) … */
  feePercent: number;
  /** … but at least this many gold coins (WITHDRAWAL_FEE_MINIMUM, default 1). */
  feeMinimum: number;
  /** Accounts made operators at every start (OPERATOR_MOBILES, comma-separated `86-13800000009`). */
  operatorMobiles: string[];
}

export function walletSettingsFromEnv(env: NodeJS.ProcessEnv): WalletSettings {
  const withdrawalMinimum = tenths(env, 'WITHDRAWAL_MINIMUM', 100, 0.1);
  const feePercent = number(env, 'WITHDRAWAL_FEE_PERCENT', 2);
  if (feePercent < 0 || feePercent >= 100)
    throw new Error(`WITHDRAWAL_FEE_PERCENT must be a number from 0 to below 100, not "${env.WITHDRAWAL_FEE_PERCENT}"`);
  const feeMinimum = tenths(env, 'WITHDRAWAL_FEE_MINIMUM', 1, 0);
  if (feeMinimum >= withdrawalMinimum) {
    throw new Error(
      `WITHDRAWAL_FEE_MINIMUM (${feeMinimum}) must be below WITHDRAWAL_MINIMUM (${withdrawalMinimum}): a withdrawal must pay something out`,
    );
  }
  const operatorMobiles = (env.OPERATOR_MOBILES ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  for (const mobile of operatorMobiles) {
    if (!/^[0-9]{1,4}-[0-9]{5,15}$/.test(mobile)) {
      throw new Error(`OPERATOR_MOBILES: "${mobile}" is not a number as accounts are stored (country code, dash, number: 86-13800000009)`);
    }
  }
  return { withdrawalMinimum, feePercent, feeMinimum, operatorMobiles };
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, not "${value}"`);
  return n;
}

/** An amount of gold coins with at most one decimal (the wallets' unit, 0.1), at least `min`. */
function tenths(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const n = number(env, name, fallback);
  if (n < min || Math.abs(n * 10 - Math.round(n * 10)) > 1e-9) {
    throw new Error(`${name} must be an amount of gold coins ≥ ${min} with at most one decimal, not "${env[name]}"`);
  }
  return n;
}
