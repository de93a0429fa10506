import type { ReactNode } from 'react';
import { Outlet } from '@shop/router';
import { Footer } from '../footer/footer.tsx';
import { Header } from '../header/header.tsx';
import { HydrationArea } from '../hydration-area.tsx';

function Chrome({ children, variant }: { children: ReactNode; variant: 'default' | 'sub' | 'mypage' }) {
  return (
    <div className={`shell-page shell-page--${variant}`}>
      <HydrationArea name="header">
        <Header />
      </HydrationArea>
      <main id="content" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <HydrationArea name="footer">
        <Footer />
      </HydrationArea>
    </div>
  );
}

/** Layout `default`: full-width content between header and footer. */
export function DefaultLayout() {
  return (
    <Chrome variant="default">
      <Outlet />
    </Chrome>
  );
}

/** Layout `sub`: content pages in a narrower reading column. */
export function SubLayout() {
  return (
    <Chrome variant="sub">
      <div className="ui-container shell-sub">
        <Outlet />
      </div>
    </Chrome>
  );
}

/** Layout `mypage`: member pages; the member remote renders its own side menu inside. */
export function MypageLayout() {
  return (
    <Chrome variant="mypage">
      <div className="ui-container shell-mypage">
        <Outlet />
      </div>
    </Chrome>
  );
}

/** Layout `popup`: no chrome at all (opened in a window or a frame). */
export function PopupLayout() {
  return (
    <main id="content" className="shell-popup">
      <Outlet />
    </main>
  );
}
