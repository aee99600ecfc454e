// A tiny store outside React, so anything (the API client's error events, a socket handler) can raise
// a toast: `toast({ tone: 'critical', title })` returns a function that dismisses it.

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** spec §8: a code-1 response shows its message for 5 seconds. */
export const DEFAULT_TOAST_DURATION = 5000;

export interface ToastOptions {
  /** `critical` is announced assertively (role="alert"); the others politely (role="status"). */
  tone?: ToastTone;
  /** The message itself. */
  title: string;
  /** A second, quieter line. */
  description?: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  /** Bumped when the same message is raised again while shown: its timer restarts. */
  version: number;
}

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Raises a toast and returns the function that dismisses it. */
export function toast(options: ToastOptions): () => void {
  const tone = options.tone ?? 'info';
  const duration = options.duration ?? DEFAULT_TOAST_DURATION;
  // The same message again while it is on screen (a burst of failing requests) restarts the one
  // shown instead of stacking copies that a screen reader would read out one after another.
  const same = toasts.find((t) => t.tone === tone && t.title === options.title && t.description === options.description);
  if (same) {
    emit(toasts.map((t) => (t === same ? { ...t, duration, version: t.version + 1 } : t)));
    return () => dismissToast(same.id);
  }
  const record: ToastRecord = { id: nextId++, tone, title: options.title, description: options.description, duration, version: 0 };
  emit([...toasts, record]);
  return () => dismissToast(record.id);
}

export function dismissToast(id: number) {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

/** Closes every toast (e.g. on log-out or between stories). */
export function dismissAllToasts() {
  if (toasts.length) emit([]);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}
