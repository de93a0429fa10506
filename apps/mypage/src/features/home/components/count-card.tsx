import { Link } from '@shop/router';
import { messages } from '../../../messages/ko.ts';

type CountCardProps = { title: string; count: number | null; href: string };

/**
 * A shortcut card with a count from the API (or a notice when the count could not be loaded). The link is named by
 * what it shows ("장바구니 4개"), so what is seen is what is read.
 */
export function CountCard({ title, count, href }: CountCardProps) {
  return (
    <li className="mypage-count">
      <Link className="mypage-count__link" to={href}>
        <span className="mypage-count__title">{title}</span>{' '}
        <strong className="mypage-count__value">{count === null ? messages.home.unavailable : messages.home.count(count)}</strong>
      </Link>
    </li>
  );
}
