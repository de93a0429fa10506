import { act, lazy, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { HydrationArea, useRootHydrated } from './hydration-area.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Root({ children }: { children: ReactNode }) {
  useRootHydrated();
  return <>{children}</>;
}

const live = () => document.getElementById('app')!.getAttribute('data-hydrated');

describe('HydrationArea', () => {
  it('marks #app live only once the root and every area of the first page have hydrated', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Page = () => <p>page</p>;
    // The page's code arrives after the shell's, as a remote's does.
    const LatePage = lazy(() => gate.then(() => ({ default: Page })));
    const tree = (late: boolean) => (
      <Root>
        <HydrationArea name="header">
          <b>header</b>
        </HydrationArea>
        <HydrationArea name="page">{late ? <LatePage /> : <Page />}</HydrationArea>
      </Root>
    );
    document.body.innerHTML = `<div id="app">${renderToString(tree(false))}</div>`;
    const app = document.getElementById('app')!;
    const serverHtml = app.innerHTML;

    await act(async () => void hydrateRoot(app, tree(true)));
    expect(app.innerHTML).toBe(serverHtml);
    expect(live()).toBeNull();

    await act(async () => release());
    expect(app.innerHTML).toBe(serverHtml);
    expect(live()).toBe('true');
  });
});
