import { Link, NavLink, useLocation, useRouteLoaderData } from '@shop/router';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom, sessionAtom } from '@shop/session';
import { getMenuHref } from '@shop/api-client';
import { MESSAGES } from '../../messages/ko.ts';
import { ROOT_ID } from '../route-ids.ts';
import type { rootLoader } from '../root-route.tsx';
import { useCartCount } from './cart-count.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { loginHref } from './login-link.ts';
import { SearchBox } from './search-box.tsx';
import { TopBanner } from './top-banner.tsx';

const M = MESSAGES.header;

/** 로그인 (back to this page afterwards) and 회원가입, or the member's greeting and 로그아웃; then the other links. */
export function UserLinks() {
  const session = useAtomValue(sessionAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const location = useLocation();
  return (
    <ul className="shell-util">
      {loggedIn ? (
        <>
          {session.user?.name ? <li className="shell-util__greeting">{M.greeting(session.user.name)}</li> : null}
          <li>
            <form method="post" action="/session/logout">
              <button type="submit" className="shell-util__button">{M.logout}</button>
            </form>
          </li>
        </>
      ) : (
        <>
          <li><Link to={loginHref(location)}>{M.login}</Link></li>
          <li><Link to="/auth/register">{M.join}</Link></li>
        </>
      )}
      <li><Link to="/mypage/orders">{M.orders}</Link></li>
      <li><Link to="/customer/notices">{M.customerCenter}</Link></li>
    </ul>
  );
}

/**
 * The badge appears once the count is known (after hydration); it is positioned over the icon, so nothing moves.
 * The link's name is its own text ("장바구니 상품 3개"): the badge's digits are shown, the words are read.
 */
function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="shell-icon-link">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M6 6h15l-1.5 9h-12L6 6zm0 0L5 3H2m6 17a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm10 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" /></svg>
      <span className="shell-icon-link__label">{M.cart}</span>
      {count === null ? null : (
        <>
          <span className="shell-badge" data-testid="cart-count" aria-hidden="true">{count}</span>
          <span className="ui-visually-hidden"> {M.cartItems(count)}</span>
        </>
      )}
    </Link>
  );
}

/** Site header: top banner, utility links, logo, search box, cart, category menu and the top menu from the API. */
export function Header() {
  const root = useRouteLoaderData<typeof rootLoader>(ROOT_ID);
  const categories = root?.categories ?? [];
  const menu = root?.menu ?? [];
  return (
    <header className="shell-header">
      <a className="shell-skip" href="#content">{M.skipToContent}</a>
      <TopBanner banners={root?.topBanners ?? { topBanner: null, mobileTopBanner: null }} />
      <div className="shell-header__top ui-container">
        <UserLinks />
      </div>
      <div className="shell-header__main ui-container">
        <Link to="/" className="shell-logo">
          <span className="shell-logo__mark" aria-hidden="true">S</span>
          <span className="shell-logo__text">{MESSAGES.shopName}</span>
        </Link>
        <SearchBox info={root?.searchInfo ?? { keywords: [], recommend: null }} />
        <nav className="shell-header__icons" aria-label={M.mypage}>
          <Link to="/mypage" className="shell-icon-link">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
            <span className="shell-icon-link__label">{M.mypage}</span>
          </Link>
          <CartLink />
        </nav>
      </div>
      <nav className="shell-gnb" aria-label={M.categories}>
        <div className="ui-container shell-gnb__inner">
          <CategoryMenu categories={categories} />
          <ul className="shell-gnb__menu">
            {menu.map((item) => {
              const href = getMenuHref(item);
              const external = /^https?:\/\//i.test(href);
              return (
                <li key={`${item.index}-${item.name}`}>
                  {external ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">{item.name}</a>
                  ) : (
                    <NavLink to={href}>{item.name}</NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
    </header>
  );
}
