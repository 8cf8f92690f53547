import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule<P> = { default: ComponentType<P> };
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<void>;
};

/**
 * A public screen (or a part of one, with its props) whose code the browser loads on demand (the public bundle budget, decision 0030)
 * while the server still renders it at once (decision 0033): the server calls `preload()` before
 * rendering, after which React's lazy gets the module synchronously. In the browser, hydration keeps
 * the server's HTML until the code has arrived.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  const Page = lazy(() =>
    loaded
      ? ({
          // A thenable that answers at once: React's lazy reads it synchronously, no suspending.
          // biome-ignore lint/suspicious/noThenProperty: a thenable is exactly what React's lazy takes.
          then: (resolve: (m: PageModule<P>) => void) => resolve(loaded as PageModule<P>),
        } as unknown as Promise<PageModule<P>>)
      : load(),
  );
  return Object.assign(Page, {
    preload: async () => {
      loaded ??= await load();
    },
  });
}
