import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import type { PopoverProps } from '../Popover/Popover';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's accessible description. */
  content: string;
  /** One focusable element (a button or link): the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  /** Preferred side. Default top. */
  side?: PopoverProps['side'];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it shows; default 400 (keyboard focus shows it at once). */
  delay?: number;
}

/**
 * A short hint for a control; never the only place important information lives (touch has no hover).
 * Each tooltip brings its own Radix provider, so the tooltip code (and its positioning layer) loads
 * only with a screen that shows one, not with every page through ArenaUiProvider.
 */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange, delay }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={400} skipDelayDuration={300}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} delayDuration={delay}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={4} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
