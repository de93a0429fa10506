import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazySection, withSections } from './lazy-section.tsx';
import type { LazySection } from './lazy-section.tsx';

/** jsdom has no IntersectionObserver: this one lets a test say when an observed element comes into view. */
class TestObserver {
  static all: TestObserver[] = [];
  readonly targets = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` as intersecting to every observer watching it. */
  static show(target: Element) {
    for (const observer of TestObserver.all.filter((o) => o.targets.has(target))) {
      observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

/** The section under test: a counter, so a test can tell a hydrated section (clicks count) from server HTML. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

/** A page: a hydrated control above the fold, then the lazy section with props that stay equal. */
function Page({ Section }: { Section: ComponentType<{ label: string }> }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        top {clicks}
      </button>
      <Section label="reviews" />
    </main>
  );
}

/** A section whose code arrives when the test says so. */
function controlledSection() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<ComponentType<{ label: string }>>((resolve) => {
        arrive = () => resolve(Counter);
      }),
  );
  const Section = lazySection(load);
  return { Section, load, arrive: () => act(async () => arrive()) };
}

async function serverHtml(): Promise<string> {
  const Section = lazySection(async () => Counter);
  await Section.preload();
  return renderToString(<Page Section={Section} />);
}

async function hydrate(Section: LazySection<{ label: string }>) {
  const html = await serverHtml();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverSection = container.querySelector('section');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page Section={Section} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverSection, errors };
}

const sectionButton = () => screen.getByRole('button', { name: /^reviews/ });

beforeEach(() => {
  TestObserver.all = [];
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = '';
});

describe('lazySection', () => {
  it('is in the server HTML like any other part of the page', async () => {
    const html = await serverHtml();
    expect(html).toContain('aria-label="reviews"');
    expect(html).toContain('style="display:contents"');
  });

  it('keeps the server HTML without its code until the section nears the viewport, then hydrates it in place', async () => {
    const { Section, load, arrive } = controlledSection();
    const { serverSection, errors } = await hydrate(Section);

    // The rest of the page is hydrated; the section is still the server's HTML and has not asked for its code.
    fireEvent.click(screen.getByRole('button', { name: 'top 0' }));
    expect(screen.getByRole('button', { name: 'top 1' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(TestObserver.all[0]?.options.rootMargin).toBe('300px 0px');
    fireEvent.click(sectionButton());
    expect(sectionButton().textContent).toBe('reviews 0');

    await act(async () => TestObserver.show(serverSection as Element));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();

    // Hydrated: the same DOM node (not re-rendered), marked live, and clicks now count.
    expect(document.querySelector('section')).toBe(serverSection);
    expect(serverSection?.closest('[data-lazy-section]')?.getAttribute('data-hydrated')).toBe('true');
    fireEvent.click(sectionButton());
    expect(sectionButton().textContent).toBe('reviews 1');
    expect(errors).toEqual([]);
  });

  it('asks for its code when pressed before it came near, and a click then finds it hydrated', async () => {
    const { Section, load, arrive } = controlledSection();
    const { serverSection, errors } = await hydrate(Section);
    expect(serverSection?.closest('[data-lazy-section]')?.hasAttribute('data-hydrated')).toBe(false);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'top 0' }));
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(sectionButton());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    fireEvent.click(sectionButton());
    expect(sectionButton().textContent).toBe('reviews 1');
    expect(document.querySelector('section')).toBe(serverSection);
    expect(errors).toEqual([]);
  });

  it('survives a re-render of the page before it is hydrated (equal props do not reach the boundary)', async () => {
    const { Section, arrive } = controlledSection();
    const { serverSection, errors } = await hydrate(Section);
    fireEvent.click(screen.getByRole('button', { name: 'top 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'top 1' }));
    expect(document.querySelector('section')).toBe(serverSection);

    await act(async () => TestObserver.show(serverSection as Element));
    await arrive();
    expect(document.querySelector('section')).toBe(serverSection);
    fireEvent.click(sectionButton());
    expect(sectionButton().textContent).toBe('reviews 1');
    expect(errors).toEqual([]);
  });

  it('loads at once when the page is rendered in the browser (a client navigation)', async () => {
    const { Section, load, arrive } = controlledSection();
    await act(async () => {
      render(<Page Section={Section} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'reviews' })).toBeNull();
    await arrive();
    expect(screen.getByRole('region', { name: 'reviews' })).toBeTruthy();
  });

  it('renders in the first pass once preloaded (what page loaders do)', async () => {
    const { Section, load, arrive } = controlledSection();
    const preloaded = Section.preload();
    await arrive();
    await preloaded;
    render(<Page Section={Section} />);
    expect(screen.getByRole('region', { name: 'reviews' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves out a section whose code fails, keeps the page, and tries again on the next preload', async () => {
    const load = jest.fn<Promise<ComponentType<{ label: string }>>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Counter);
    const Section = lazySection(load);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let first: ReturnType<typeof render> | undefined;
      await act(async () => {
        first = render(<Page Section={Section} />);
      });
      expect(screen.queryByRole('region', { name: 'reviews' })).toBeNull();
      expect(screen.getByRole('button', { name: 'top 0' })).toBeTruthy();
      first?.unmount();
    } finally {
      consoleError.mockRestore();
    }
    await act(async () => Section.preload());
    render(<Page Section={Section} />);
    expect(screen.getByRole('region', { name: 'reviews' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withSections', () => {
  it('resolves with the loader data once the sections have their code, and not failed by a section', async () => {
    const good = { preload: jest.fn(async () => undefined) };
    const bad = { preload: jest.fn(async () => Promise.reject(new Error('chunk failed'))) };
    const loader = withSections(async (id: number) => ({ id }), [good, bad]);
    await expect(loader(7)).resolves.toEqual({ id: 7 });
    expect(good.preload).toHaveBeenCalledTimes(1);
    expect(bad.preload).toHaveBeenCalledTimes(1);
  });
});
