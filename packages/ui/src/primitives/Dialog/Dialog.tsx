import { AlertDialog as RadixAlert, Dialog as RadixDialog } from 'radix-ui';
import { type CSSProperties, type ReactElement, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconButton } from '../Button/Button';
import * as styles from './Dialog.css';

export interface DialogProps {
  title: string;
  /** One line under the title, read out when the dialog opens. */
  description?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Width in px; spec §2: the login dialog is 500 px. */
  width?: number;
  footer?: ReactNode;
  children?: ReactNode;
}

export function Dialog({ title, description, open, defaultOpen, onOpenChange, trigger, width = 500, footer, children }: DialogProps) {
  const intl = useIntl();
  // Radix returns focus to its Trigger; a dialog opened from elsewhere (controlled, no trigger: the
  // room's guard button, a login prompt) would leave focus on <body>. Remember what had focus when
  // it opened and return there instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ '--dialog-width': `${width}px` } as CSSProperties}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={intl.formatMessage({ id: 'ui.dialog.close' })} />
            </RadixDialog.Close>
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  onConfirm: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `critical` for destructive actions (delete, log out). */
  tone?: 'brand' | 'critical';
}

/** A question that needs an answer (spec §8: 确认退出 with Re-Login / Cancel; delete prompts). */
export function ConfirmDialog({
  title,
  message,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'brand',
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <RadixAlert.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlert.Trigger asChild>{trigger}</RadixAlert.Trigger> : null}
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={styles.overlay} />
        <RadixAlert.Content className={styles.content} style={{ '--dialog-width': '420px' } as CSSProperties}>
          <RadixAlert.Title className={styles.title}>{title}</RadixAlert.Title>
          <RadixAlert.Description className={`${styles.description} ${styles.confirmMessage}`}>{message}</RadixAlert.Description>
          <div className={styles.footer}>
            <RadixAlert.Cancel asChild>
              <Button variant="soft" tone="neutral" onClick={onCancel}>
                {cancelLabel ?? intl.formatMessage({ id: 'ui.confirmDialog.cancel' })}
              </Button>
            </RadixAlert.Cancel>
            <RadixAlert.Action asChild>
              <Button tone={tone} onClick={onConfirm}>
                {confirmLabel ?? intl.formatMessage({ id: 'ui.confirmDialog.confirm' })}
              </Button>
            </RadixAlert.Action>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
