// Popper is Radix's positioning layer (the part Popover and HoverCard share), from radix-ui's internal
// entry: we need its placement and collision handling without Popover's focus loop (see below).
import { Popper } from 'radix-ui/internal';
import { type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import type { PopoverProps } from '../Popover/Popover';
import { panel } from '../Popover/Popover.css';
import * as styles from './HoverCard.css';

export interface HoverCardProps {
  /** A focusable element (link or button) that shows the card on hover and on keyboard focus. */
  trigger: ReactElement;
  /** Accessible name of the card. */
  label: string;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the card opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds the pointer rests on the trigger before the card opens. Default 200. */
  openDelay?: number;
  /** Milliseconds after the pointer leaves before the card closes (time to reach it). Default 300. */
  closeDelay?: number;
  /** Preferred side of the trigger. Default bottom. */
  side?: PopoverProps['side'];
  /** Alignment along that side. Default end (a nav-bar avatar sits at the right edge). */
  align?: PopoverProps['align'];
  /** The card's content; links and buttons in it are reachable with Tab. */
  children?: ReactNode;
}

/**
 * A card that opens while the pointer rests on its trigger, and also when the trigger receives keyboard
 * focus; Tab then moves from the trigger into the card, and Escape closes it and returns focus to the
 * trigger. Radix's HoverCard is for sighted pointer users only (it removes the card's links from the tab
 * order), which would leave the nav bar's avatar panel (spec §2) unreachable by keyboard, and a Radix
 * Popover loops Tab inside itself: this card is placed by Radix's Popper and rendered right after its
 * trigger, so the tab order runs trigger → card → the rest of the page.
 */
export function HoverCard({
  trigger,
  label,
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  openDelay = 200,
  closeDelay = 300,
  side = 'bottom',
  align = 'end',
  children,
}: HoverCardProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  // Typed as a div for Popper; it is whatever element the trigger is.
  const anchor = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = (next: boolean) => {
    clearTimeout(timer.current);
    if (next === open) return;
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const inside = (node: EventTarget | null) =>
    node instanceof Node && Boolean(anchor.current?.contains(node) || content.current?.contains(node));
  const focusInside = () => inside(document.activeElement);

  const hoverHandlers = {
    onPointerEnter: (e: { pointerType: string }) => {
      if (e.pointerType === 'mouse') later(true, open ? 0 : openDelay);
    },
    onPointerLeave: (e: { pointerType: string }) => {
      // While keyboard focus is in the trigger or the card, the pointer wandering off does not close it.
      if (e.pointerType === 'mouse' && !focusInside()) later(false, closeDelay);
    },
  };
  const onBlur = (e: FocusEvent) => {
    if (!inside(e.relatedTarget)) setOpen(false);
  };
  // Set while focus is handed back to the trigger after Escape, so that focus does not reopen the card.
  const returning = useRef(false);
  const onTriggerFocus = () => {
    if (!returning.current) setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    if (content.current?.contains(document.activeElement)) {
      returning.current = true;
      anchor.current?.focus();
      returning.current = false;
    }
  };

  return (
    <Popper.Root>
      <Popper.Anchor
        asChild
        ref={anchor}
        aria-expanded={open}
        {...hoverHandlers}
        onFocus={onTriggerFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        {trigger}
      </Popper.Anchor>
      {/* Not portalled: the card follows its trigger in the DOM, so Tab goes from one into the other. */}
      {open ? (
        <Popper.Content
          ref={content}
          role="dialog"
          aria-label={label}
          data-state="open"
          className={`${panel} ${styles.card}`}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          {...hoverHandlers}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        >
          {children}
        </Popper.Content>
      ) : null}
    </Popper.Root>
  );
}
