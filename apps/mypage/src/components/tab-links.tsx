import { Link } from '@shop/router';

type Props = { label: string; items: ReadonlyArray<{ id: string; label: string; href: string }>; current: string };

/** Tabs that are links (the tab lives in the query string, so back and forward work). */
export function TabLinks({ label, items, current }: Props) {
  return (
    <nav className="mypage-tabs" aria-label={label}>
      {items.map((item) => (
        <Link key={item.id} to={item.href} className={item.id === current ? 'mypage-tabs__tab is-active' : 'mypage-tabs__tab'} aria-current={item.id === current ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
