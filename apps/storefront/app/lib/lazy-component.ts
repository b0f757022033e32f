import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component loaded on first use, whose chunk can be fetched earlier (on hover or focus) so that
 * it is usually there by the time it renders.
 */
export function lazyComponent<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      void loadOnce();
    },
  });
}
