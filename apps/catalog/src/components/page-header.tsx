import type { ReactNode } from 'react';

/** Props of `PageHeader`. */
export type PageHeaderProps = { title: ReactNode; description?: ReactNode; children?: ReactNode };

/** The title block of a display page: heading, a line of description, and anything below it (tabs, chips). */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <header className="catalog-page-header">
      <h1 className="ui-page-title">{title}</h1>
      {description ? <p className="catalog-page-header__description">{description}</p> : null}
      {children}
    </header>
  );
}
