import { type ComponentType, createElement, lazy, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyComponent<P> {
  /** Draws the component: at once when its code is already here, else suspending until it is. */
  Component: ComponentType<P>;
  /** Starts loading its code (once): call it as early as the component is known to be needed. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * A component whose code loads by name, like React's `lazy`, that draws at once when its code has already arrived.
 * `lazy` suspends on its first drawing even then: the boundary shows its fallback, and React holds the content
 * back up to 300 ms after a fallback appeared, so a page whose code and data were asked ahead would draw twice and
 * late. Whether to suspend is decided once per mount: switching a mounted component's type would remount it.
 */
export function lazyComponent<P extends object>(load: Loader<P>): LazyComponent<P> {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    promise ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return promise;
  };
  const Lazy = lazy(preload);
  function LazyComponent(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return { Component: LazyComponent, preload };
}
