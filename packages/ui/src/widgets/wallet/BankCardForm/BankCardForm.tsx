import { useMessages } from '../../../i18n/useMessages';
import { BindingCard, bindingTexts } from '../BindingCard';
import { type BankCardField, type BankCardInput, bankCardProblems, cardDigits } from '../walletRules';

/** The bound bank card (Bank_card/getInfo), masked by the server. */
export interface BoundBankCard {
  real_name: string;
  bank_name: string;
  card_number: string;
  branch?: string;
}

export interface BankCardFormProps {
  /** The bound card; null when none; undefined while loading. */
  card: BoundBankCard | null | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** Binds (or replaces) the card; the card number as digits only. Rejects with the message to show. */
  onBind: (card: BankCardInput) => Promise<void>;
}

/**
 * The bank card withdrawals are paid to (issue 14, Bank_card/bind): the holder's name, the bank, the
 * card number (12–24 digits; spaces between groups are fine) and optionally the branch.
 */
export function BankCardForm({ card, error, onRetry, onBind }: BankCardFormProps) {
  const t = useMessages('ui.wallet.bankCard');
  return (
    <BindingCard<BankCardField>
      title={t('title')}
      testId="bank-card"
      texts={bindingTexts(t)}
      bound={
        card === undefined
          ? undefined
          : card && [
              { label: t('realName'), value: card.real_name },
              { label: t('bankName'), value: card.bank_name },
              { label: t('cardNumber'), value: card.card_number },
              ...(card.branch ? [{ label: t('branch'), value: card.branch }] : []),
            ]
      }
      error={error}
      onRetry={onRetry}
      fields={[
        { name: 'real_name', label: t('realName'), description: t('realNameHint'), autoComplete: 'name', required: true },
        { name: 'bank_name', label: t('bankName'), required: true },
        {
          name: 'card_number',
          label: t('cardNumber'),
          description: t('cardNumberHint'),
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          required: true,
        },
        { name: 'branch', label: t('branch') },
      ]}
      problemsOf={(v) => bankCardProblems(v as BankCardInput)}
      onBind={(v) =>
        onBind({
          real_name: v.real_name.trim(),
          bank_name: v.bank_name.trim(),
          card_number: cardDigits(v.card_number),
          branch: v.branch.trim(),
        })
      }
    />
  );
}
