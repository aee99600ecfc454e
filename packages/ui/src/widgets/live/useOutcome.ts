import { useState } from 'react';

export interface Outcome {
  tone: 'error' | 'ok';
  text: string;
}

/**
 * A dialog's one action at a time (buy, send): busy while it runs, then what came of it — the text the
 * action resolves to, or the error's message (the server's code-1 message) — to show in the dialog.
 */
export function useOutcome() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (action: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      if (text) setOutcome({ tone: 'ok', text });
    } catch (err) {
      setOutcome({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}
