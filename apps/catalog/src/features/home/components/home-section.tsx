import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { cx } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Props of `HomeSection`. */
export type HomeSectionProps = {
  title: string;
  description?: string;
  /** "더보기" target. */
  moreHref?: string;
  className?: string;
  children: ReactNode;
};

/** A titled home section (a region named by its heading) with an optional "더보기" link. */
export function HomeSection({ title, description, moreHref, className, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className={cx('ui-section catalog-home-section', className)} aria-labelledby={headingId}>
      <div className="ui-section__head">
        <div>
          <h2 id={headingId} className="ui-section__title">
            {title}
          </h2>
          {description ? <p className="catalog-product-section__description">{description}</p> : null}
        </div>
        {moreHref ? (
          <Link to={moreHref} className="ui-section__more">
            {SHOWCASE_MESSAGES.home.more}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
