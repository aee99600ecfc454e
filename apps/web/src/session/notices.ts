import { toast } from '@arena/ui';

/** Spec §8: code 1 shows the message for 5 s; the app's other short messages go the same way. */
export function notify(text: string, tone: 'info' | 'critical' | 'positive' = 'info', durationMs = 5_000) {
  toast({ tone, title: text, duration: durationMs });
}
