import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export { tabsVariants } from './Tabs.css';

/* -------------------------------------------------------------------------------------------------
 * Tabs
 * -----------------------------------------------------------------------------------------------*/

export interface TabsProps {
  /** Controlled active tab. */
  value?: string;
  /** Initial active tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the tab that becomes active. */
  onValueChange?: (value: string) => void;
  /** `automatic`: arrows activate as they move (default); `manual`: arrows move, Enter or Space activates. */
  activationMode?: 'automatic' | 'manual';
  /** A TabsList and its TabsContent panels. */
  children: ReactNode;
  className?: string;
}

/** Tabs (e.g. football / basketball on the score page): arrow keys move between them, Home and End jump. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RadixTabs.Root className={[styles.root, className].filter(Boolean).join(' ')} {...props} />;
}

/* -------------------------------------------------------------------------------------------------
 * TabsList
 * -----------------------------------------------------------------------------------------------*/

export interface TabsListProps {
  /** What the tabs choose between, for screen readers (e.g. "Sport"). */
  label: string;
  /** `line` underlines the active tab; `pill` fills it. Default line. */
  variant?: (typeof styles.tabsVariants)[number];
  /** The TabsTrigger buttons. */
  children: ReactNode;
}

export function TabsList({ label, variant = 'line', children }: TabsListProps) {
  return (
    <RadixTabs.List className={styles.list} aria-label={label} data-variant={variant}>
      {children}
    </RadixTabs.List>
  );
}

/* -------------------------------------------------------------------------------------------------
 * TabsTrigger
 * -----------------------------------------------------------------------------------------------*/

export interface TabsTriggerProps {
  /** Matches the TabsContent it shows. */
  value: string;
  /** Skipped by the arrow keys and not choosable. */
  disabled?: boolean;
  /** The tab's label (text, or text with a count or badge). */
  children: ReactNode;
}

export function TabsTrigger({ value, disabled, children }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger className={styles.trigger} value={value} disabled={disabled}>
      {children}
    </RadixTabs.Trigger>
  );
}

/* -------------------------------------------------------------------------------------------------
 * TabsContent
 * -----------------------------------------------------------------------------------------------*/

export interface TabsContentProps {
  /** The tab that shows this panel. */
  value: string;
  /** Keeps the panel mounted while hidden (e.g. to keep a player or a socket subscription alive). */
  forceMount?: boolean;
  children?: ReactNode;
}

export function TabsContent({ value, forceMount, children }: TabsContentProps) {
  return (
    <RadixTabs.Content className={styles.content} value={value} forceMount={forceMount || undefined}>
      {children}
    </RadixTabs.Content>
  );
}
