import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../Button/Button';
import { useFullscreenElement } from '../fullscreen';
import * as styles from './Popover.css';

export { popoverAligns, popoverSides } from './Popover.css';

export interface PopoverProps {
  /** The element that opens and closes the panel (a button); focus returns to it on close. */
  trigger: ReactElement;
  /** Accessible name of the panel, which is a non-modal dialog. */
  label: string;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes (trigger, Escape, click outside, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side of the trigger; it flips when there is no room. Default bottom. */
  side?: (typeof styles.popoverSides)[number];
  /** Alignment along that side. Default center. */
  align?: (typeof styles.popoverAligns)[number];
  /** Shows a close button in the corner. */
  showClose?: boolean;
  /** The panel's content. */
  children?: ReactNode;
}

/** A panel anchored to a button: opens on click, Enter or Space; Escape or a click outside closes it. */
export function Popover({
  trigger,
  label,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  showClose,
  children,
}: PopoverProps) {
  const intl = useIntl();
  // Rendered into the full-screen element while there is one, into the body otherwise.
  const container = useFullscreenElement();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container ?? undefined}>
        <RadixPopover.Content
          className={[styles.panel, showClose && styles.withClose].filter(Boolean).join(' ')}
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {children}
          {showClose ? (
            <RadixPopover.Close asChild>
              <IconButton className={styles.close} icon="close" size="small" label={intl.formatMessage({ id: 'ui.popover.close' })} />
            </RadixPopover.Close>
          ) : null}
          <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
