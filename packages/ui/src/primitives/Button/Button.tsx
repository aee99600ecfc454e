import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Button.css';

export { buttonSizes, buttonTones, buttonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: (typeof styles.buttonVariants)[number];
  tone?: (typeof styles.buttonTones)[number];
  size?: (typeof styles.buttonSizes)[number];
  /** Shows a spinner, keeps the width, and ignores clicks while true. */
  loading?: boolean;
  children?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, tone, size, loading = false, disabled, children, className, type = 'button', onClick, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button({ variant, tone, size }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <VisuallyHidden>{intl.formatMessage({ id: 'ui.button.loading' })}</VisuallyHidden>
        </>
      ) : null}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'children'> {
  icon: IconName;
  /** What the button does, for screen readers and the tooltip. Required: an icon alone says nothing. */
  label: string;
}

/**
 * A button that is only an icon. While `loading`, a spinner takes the icon's place and the button is
 * busy and disabled for assistive technology (aria-busy, aria-disabled) and ignores clicks, as Button
 * does: it keeps focus, which a native `disabled` would drop in the middle of the action.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', tone = 'neutral', size, loading = false, className, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      // A caller's class adds to the recipe's (it used to replace it and drop every button style).
      className={[styles.button({ variant, tone, size, iconOnly: true }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name={icon} />}
    </button>
  );
});

/** Content for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}

export interface SpinnerProps {
  /** Accessible label; defaults to "Loading" in the current language. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ui.spinner.label' })}</VisuallyHidden>
    </span>
  );
}
