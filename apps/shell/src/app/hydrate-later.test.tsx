import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { deferFirstHydration, HydrateLater, shellHydrated } from './hydrate-later.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A pause the test ends by hand, one task at a time. */
function manualPauses() {
  const queue: (() => void)[] = [];
  return {
    pause: () => new Promise<void>((resolve) => queue.push(resolve)),
    /** Ends the next pause (waiting for the start to ask for it), and lets React render what that released. */
    next: async () =>
      act(async () => {
        while (queue.length === 0) await Promise.resolve();
        queue.shift()!();
      }),
  };
}

function mount(areas: [string, number][]) {
  const element = document.createElement('div');
  const root = createRoot(element);
  const tree = (
    <>
      {areas.map(([text, step]) => (
        <Suspense key={text} fallback={<i>…</i>}>
          <HydrateLater step={step}>
            <b>{text}</b>
          </HydrateLater>
        </Suspense>
      ))}
    </>
  );
  return { element, root, tree };
}

const live = () => document.getElementById('app')!.getAttribute('data-hydrated');

describe('HydrateLater', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>';
  });

  it('renders its children at once when nothing was deferred (server, tests, later pages)', async () => {
    const { element, root, tree } = mount([['page', 2]]);
    await act(async () => root.render(tree));
    expect(element.textContent).toBe('page');
  });

  it('hydrates the areas one step (task) after another, then marks the page live; the next mount does not wait', async () => {
    const { pause, next } = manualPauses();
    deferFirstHydration(pause, 3);
    const first = mount([
      ['header', 1],
      ['page', 2],
      ['footer', 3],
    ]);
    await act(async () => first.root.render(first.tree));
    shellHydrated();
    expect(first.element.textContent).toBe('………');
    await next();
    expect(first.element.textContent).toBe('header……');
    await next();
    expect(first.element.textContent).toBe('headerpage…');
    expect(live()).toBeNull();
    await next();
    expect(first.element.textContent).toBe('headerpagefooter');
    expect(live()).toBe('true');

    const second = mount([['page', 2]]);
    await act(async () => second.root.render(second.tree));
    expect(second.element.textContent).toBe('page');
  });

  it('marks a page of the shell itself live once the last step settles, with no area waiting', async () => {
    const { pause, next } = manualPauses();
    deferFirstHydration(pause, 2);
    shellHydrated();
    await next();
    expect(live()).toBeNull();
    await next();
    expect(live()).toBe('true');
  });
});
