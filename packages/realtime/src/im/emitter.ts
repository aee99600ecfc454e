import type { ImEventName, ImEvents, Unsubscribe } from './types';

/** The facade's events; a handler that throws does not stop the others. */
export class Emitter {
  private readonly handlers = new Map<ImEventName, Set<(payload: never) => void>>();

  on<E extends ImEventName>(event: E, handler: (payload: ImEvents[E]) => void): Unsubscribe {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as (payload: never) => void);
    return () => set.delete(handler as (payload: never) => void);
  }

  emit<E extends ImEventName>(event: E, payload: ImEvents[E]) {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        (handler as (p: ImEvents[E]) => void)(payload);
      } catch (error) {
        console.error('IM event handler failed', error);
      }
    }
  }
}
