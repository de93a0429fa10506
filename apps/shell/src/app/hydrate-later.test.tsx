import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { deferFirstHydration, HydrateLater, shellHydrated } from './hydrate-later.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount() {
  const element = document.createElement('div');
  const root = createRoot(element);
  const page = (
    <Suspense fallback={<p>wait</p>}>
      <HydrateLater>
        <p>page</p>
      </HydrateLater>
    </Suspense>
  );
  return { element, root, page };
}

describe('HydrateLater', () => {
  it('renders its children at once when nothing was deferred (server, tests, later pages)', async () => {
    const { element, root, page } = mount();
    await act(async () => root.render(page));
    expect(element.textContent).toBe('page');
  });

  it('holds its children until the deferred start settles, then renders them and marks the page live; the next mount does not wait', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    let release!: () => void;
    deferFirstHydration(new Promise<void>((resolve) => (release = resolve)));
    const first = mount();
    await act(async () => first.root.render(first.page));
    expect(first.element.textContent).toBe('wait');
    shellHydrated();
    expect(document.getElementById('app')!.hasAttribute('data-hydrated')).toBe(false);
    await act(async () => release());
    expect(first.element.textContent).toBe('page');
    expect(document.getElementById('app')!.getAttribute('data-hydrated')).toBe('true');

    const second = mount();
    await act(async () => second.root.render(second.page));
    expect(second.element.textContent).toBe('page');
  });

  it('marks a page of the shell itself live when the deferred start settles, with no page area waiting', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    let release!: () => void;
    deferFirstHydration(new Promise<void>((resolve) => (release = resolve)));
    shellHydrated();
    expect(document.getElementById('app')!.hasAttribute('data-hydrated')).toBe(false);
    await act(async () => release());
    expect(document.getElementById('app')!.getAttribute('data-hydrated')).toBe('true');
  });
});
