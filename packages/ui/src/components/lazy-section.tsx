import { Component, memo, Suspense, use, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A section whose code loads when it is needed; `preload()` fetches it now. */
export type LazySection<P extends object> = ComponentType<P> & {
  /** Loads the section's code (once; again after a failure). Page loaders await it so SSR and client navigations render at once. */
  preload: () => Promise<void>;
};

/** Options of `lazySection`. */
export type LazySectionOptions = {
  /** How near the viewport the server-rendered section must come before its code loads (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
};

/** The wrapper adds no box: layout and CSS selectors see the section's own elements. */
const WRAPPER_STYLE = { display: 'contents' } as const;

/** A section whose code failed to load disappears instead of taking the page's error screen with it. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A below-the-fold section hydrated lazily. The server renders it as usual (page loaders await `preload()`). In
 * the browser, a hydrating page leaves the section's server HTML in place (a suspended boundary is not
 * hydrated) and fetches its code only when the section comes within `rootMargin` of the viewport (or is shown,
 * for a hidden tab panel); React hydrates it then. A client render (navigation) loads the code at once.
 *
 * Props must stay equal between renders (memo): an update that reaches a boundary before it has hydrated makes
 * React drop its server HTML.
 * @example const Reviews = lazySection(() => import('./reviews.tsx').then((m) => m.Reviews));
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>, options: LazySectionOptions = {}): LazySection<P> {
  const rootMargin = options.rootMargin ?? '300px 0px';
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let release: () => void = () => undefined;

  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        // Marked as React marks a settled thenable, so `use(wanted)` returns the section at once from now on.
        Object.assign(wanted, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        wanted = gate();
        throw error;
      },
    );
    return loading;
  };
  /** Settles once the section is wanted and its code has arrived; what an unloaded section suspends on. */
  const gate = (): Promise<ComponentType<P>> => {
    const promise = new Promise<void>((resolve) => (release = resolve)).then(start);
    // A failure reaches the section through `use` (when it is rendered); never as an unhandled rejection.
    promise.catch(() => undefined);
    return promise;
  };
  let wanted = gate();

  const preload = async (): Promise<void> => {
    release();
    await start();
  };

  function Section({ sectionProps, onHydrated }: { sectionProps: P; onHydrated: () => void }) {
    // Always `use`, loaded or not: a component must call the same hooks on every attempt, or React's replay of a
    // suspended hydration finds an effect it never saw (error 467, and the section's server HTML is dropped).
    const Loaded = use(wanted);
    useEffect(onHydrated, [onHydrated]);
    return <Loaded {...sectionProps} />;
  }

  function LazySectionView(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Stable, so it never updates the boundary; marks the wrapper for tests and tools once the section is live.
    const onHydrated = useRef(() => ref.current?.setAttribute('data-hydrated', 'true')).current;
    useEffect(() => {
      const node = ref.current;
      if (loaded || !node) return undefined;
      const want = () => void preload().catch(() => undefined);
      // No server HTML here (a client render showing the empty fallback) or no observer: load now.
      if (!node.firstChild || typeof IntersectionObserver === 'undefined') {
        want();
        return undefined;
      }
      const targets = [...node.children];
      // The server rendered nothing visible: there is nothing to hydrate until the props change.
      if (targets.length === 0) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) stop();
        },
        { rootMargin },
      );
      // A press or focus inside the section before it is near (a jump, a keyboard user) asks for the code at
      // once: React hydrates the section on the spot when a click finds its code there.
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && node.contains(event.target)) stop();
      };
      const events = ['pointerdown', 'focusin', 'keydown'] as const;
      const detach = () => {
        observer.disconnect();
        for (const type of events) document.removeEventListener(type, onIntent, true);
      };
      const stop = () => {
        detach();
        want();
      };
      for (const target of targets) observer.observe(target);
      for (const type of events) document.addEventListener(type, onIntent, { capture: true, passive: true });
      return detach;
    }, []);
    return (
      <div ref={ref} style={WRAPPER_STYLE} data-lazy-section="">
        <SectionBoundary>
          <Suspense fallback={null}>
            <Section sectionProps={props} onHydrated={onHydrated} />
          </Suspense>
        </SectionBoundary>
      </div>
    );
  }

  // The server renders each section in the page's first pass: start loading as soon as the page module is.
  if (typeof document === 'undefined') void preload().catch(() => undefined);
  return Object.assign(memo(LazySectionView) as unknown as ComponentType<P>, { preload });
}

/**
 * A route loader that also loads the code of the page's lazy sections: the server then renders them in its
 * first pass, and a client navigation shows them at once. A section whose code fails is left out, not the page.
 */
export function withSections<A extends unknown[], R>(loader: (...args: A) => Promise<R>, sections: ReadonlyArray<{ preload: () => Promise<void> }>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const [data] = await Promise.all([loader(...args), ...sections.map((section) => section.preload().catch(() => undefined))]);
    return data;
  };
}
