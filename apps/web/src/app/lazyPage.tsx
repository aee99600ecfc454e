import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

/** A page loaded on demand, which can be asked to start loading before React renders it. */
export interface Page {
  /** Starts loading the page's chunk (once; a failure may be retried). */
  load(): Promise<unknown>;
  /** The page through React.lazy, for a render before its chunk is in. */
  readonly lazy: LazyExoticComponent<ComponentType>;
  /** The page itself, once its chunk is in. */
  readonly loaded: ComponentType | undefined;
}

export function lazyPage(importer: () => Promise<{ default: ComponentType }>): Page {
  let module: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const load = () => {
    module ??= importer().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        module = undefined; // a failed chunk may be retried (a flaky network, a new deployment)
        throw error;
      },
    );
    return module;
  };
  return {
    load,
    lazy: lazy(load),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * Renders a page: directly once its chunk is in, else through React.lazy. A lazy component always
 * suspends on its first render, and React 19 holds back the reveal of a suspended boundary until
 * 300 ms after its fallback showed, even when the chunk was already there (time to first frame on
 * /live). The choice is made once per mount, so a page is never remounted by it.
 */
export function PageView({ page }: { page: Page }) {
  const [Component] = useState<ComponentType>(() => page.loaded ?? page.lazy);
  return <Component />;
}
