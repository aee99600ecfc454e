// Issue 14: what of a payee leaves the server. Bank cards show their last four digits, names their
// first character, Alipay accounts the mobile's first three and last four digits or the e-mail's first
// character and domain. Counted in characters as a person reads them (code points), so 张三 → 张*.

/** "张三丰" → "张**". */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  return chars.length <= 1 ? chars.join('') : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** "6222021234567890123" → "**** **** **** 0123". */
export function maskCard(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`;
}

/** "13800138000" → "138****8000"; "alice@example.com" → "a***@example.com". */
export function maskAlipay(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${[...account][0]}***${account.slice(at)}`;
  if (account.length >= 7) return `${account.slice(0, 3)}${'*'.repeat(account.length - 7)}${account.slice(-4)}`;
  return `${account.slice(0, 1)}***`;
}

/** A withdrawal's destination for display: the bank and the card's last four, or the masked Alipay account. */
export function maskDestination(payee: Payee): string {
  return payee.method === 'bank' ? `${payee.bank_name} ${maskCard(payee.card_number)}` : maskAlipay(payee.account);
}

export type Payee =
  | { method: 'bank'; real_name: string; bank_name: string; card_number: string; branch: string }
  | { method: 'alipay'; real_name: string; account: string };
