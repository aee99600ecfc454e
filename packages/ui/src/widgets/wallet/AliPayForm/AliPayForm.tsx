import { useMessages } from '../../../i18n/useMessages';
import { BindingCard, bindingTexts } from '../BindingCard';
import { type AliPayField, type AliPayInput, aliPayProblems } from '../walletRules';

/** The bound Alipay account (Bank_card/getAliPayInfo), masked by the server. */
export interface BoundAliPay {
  real_name: string;
  account: string;
}

export interface AliPayFormProps {
  /** The bound account; null when none; undefined while loading. */
  alipay: BoundAliPay | null | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** Binds (or replaces) the account; rejects with the message to show. */
  onBind: (account: AliPayInput) => Promise<void>;
}

/** The Alipay account withdrawals can be paid to (issue 14, Bank_card/bindAliPay): the holder's name and the Alipay login (a mobile number or an e-mail). */
export function AliPayForm({ alipay, error, onRetry, onBind }: AliPayFormProps) {
  const t = useMessages('ui.wallet.alipay');
  return (
    <BindingCard<AliPayField>
      title={t('title')}
      testId="alipay"
      texts={bindingTexts(t)}
      bound={
        alipay === undefined
          ? undefined
          : alipay && [
              { label: t('realName'), value: alipay.real_name },
              { label: t('account'), value: alipay.account },
            ]
      }
      error={error}
      onRetry={onRetry}
      fields={[
        { name: 'real_name', label: t('realName'), description: t('realNameHint'), autoComplete: 'name', required: true },
        { name: 'account', label: t('account'), description: t('accountHint'), inputMode: 'email', required: true },
      ]}
      problemsOf={(v) => aliPayProblems(v as AliPayInput)}
      onBind={(v) => onBind({ real_name: v.real_name.trim(), account: v.account.trim() })}
    />
  );
}
