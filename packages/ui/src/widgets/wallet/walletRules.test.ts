import { describe, expect, it } from 'vitest';
import { aliPayProblems, amountProblem, bankCardProblems, parseAmount, paymentPasswordProblem, withdrawalFee } from './walletRules';

describe('wallet amounts (gold coins, unit 0.1)', () => {
  it('reads digits with at most one decimal as integer tenths', () => {
    expect(parseAmount('12')).toBe(120);
    expect(parseAmount(' 0.3 ')).toBe(3);
    expect(parseAmount('50,5')).toBe(505);
    expect(parseAmount('1.25')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
  it('an amount is required, positive, at least the minimum and at most what is available', () => {
    expect(amountProblem('', 10)).toBe('amountRequired');
    expect(amountProblem('abc', 10)).toBe('amountFormat');
    expect(amountProblem('0', 10)).toBe('amountZero');
    expect(amountProblem('99.9', 500, 100)).toBe('amountBelowMinimum');
    expect(amountProblem('10.1', 10)).toBe('amountAboveBalance');
    expect(amountProblem('0.3', 0.3)).toBeNull();
  });
  it('the fee is fee_percent of the amount, at least fee_minimum, rounded to the tenth, always below the amount', () => {
    const rules = { fee_percent: 2, fee_minimum: 2 };
    expect(withdrawalFee(1000, rules)).toBe(20); // 100 coins: 2 % is 2
    expect(withdrawalFee(500, rules)).toBe(20); // 50 coins: 1, the minimum 2 wins
    expect(withdrawalFee(2505, rules)).toBe(50); // 250.5 coins: 5.01 → 5.0
    expect(withdrawalFee(2525, rules)).toBe(51); // 252.5 coins: 5.05 → 5.1
    expect(withdrawalFee(5000, rules)).toBe(100);
    expect(withdrawalFee(15, rules)).toBe(14); // 1.5 coins: the minimum 2 would take it all; 0.1 is paid out
  });
});

describe('payment password and payout accounts', () => {
  it('a payment password of 6–16 digits (spec §5)', () => {
    expect(paymentPasswordProblem('')).toBe('passwordRequired');
    expect(paymentPasswordProblem('12345')).toBe('passwordFormat');
    expect(paymentPasswordProblem('12345a')).toBe('passwordFormat');
    expect(paymentPasswordProblem('123456')).toBeNull();
  });
  it('a bank card: names required, 12–24 digits (spaces between groups allowed)', () => {
    expect(bankCardProblems({ real_name: ' ', bank_name: '', card_number: '', branch: '' })).toEqual({
      real_name: 'realNameRequired',
      bank_name: 'bankNameRequired',
      card_number: 'cardNumberRequired',
    });
    expect(bankCardProblems({ real_name: '张三', bank_name: '招商银行', card_number: '12345678901', branch: '' })).toEqual({
      card_number: 'cardNumberFormat',
    });
    expect(bankCardProblems({ real_name: '张三', bank_name: '招商银行', card_number: '6222 0212 3456 7890', branch: '' })).toEqual({});
  });
  it('an Alipay account is a mobile number or an e-mail address', () => {
    expect(aliPayProblems({ real_name: '', account: '' })).toEqual({ real_name: 'realNameRequired', account: 'accountRequired' });
    expect(aliPayProblems({ real_name: '张三', account: 'zhangsan' }).account).toBe('accountFormat');
    expect(aliPayProblems({ real_name: '张三', account: '13800138000' })).toEqual({});
    expect(aliPayProblems({ real_name: '张三', account: 'a@b.cn' })).toEqual({});
  });
});
