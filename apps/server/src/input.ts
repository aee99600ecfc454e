// Coercion for values a schema does not type (query strings read outside the contract's validator).

export const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
export const int = (v: unknown, fallback = 0) => {
  const n = Number(v);
  return Number.isInteger(n) ? n : fallback;
};
