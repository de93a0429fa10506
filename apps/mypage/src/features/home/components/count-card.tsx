import { Link } from '@shop/router';
import { messages } from '../../../messages/ko.ts';

type CountCardProps = { title: string; count: number | null; href: string; linkLabel: string };

/** A shortcut card with a count from the API (or a notice when the count could not be loaded). */
export function CountCard({ title, count, href, linkLabel }: CountCardProps) {
  return (
    <li className="mypage-count">
      <Link className="mypage-count__link" to={href} aria-label={count === null ? linkLabel : `${linkLabel} ${messages.home.count(count)}`}>
        <span className="mypage-count__title">{title}</span>
        <strong className="mypage-count__value">{count === null ? messages.home.unavailable : messages.home.count(count)}</strong>
      </Link>
    </li>
  );
}
