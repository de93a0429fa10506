import { Link } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import { BusinessInfoTable } from '../../features/company/components/business-info-table.tsx';
import { CompanySubMenu } from '../../features/company/components/company-sub-menu.tsx';
import { ContactCard } from '../../features/company/components/contact-card.tsx';
import { messages } from '../../messages/ko.ts';

/** /company/about: who runs the shop, what it sells, how to reach it and the legal business details. */
export default function CompanyAboutPage() {
  const copy = messages.about;
  return (
    <div className="cs-page cs-company">
      <CompanySubMenu />
      <div className="cs-company__body">
        <header className="cs-company__hero">
          <p className="cs-company__eyebrow">{copy.eyebrow}</p>
          <h1 className="cs-company__title">{copy.title}</h1>
          <p className="cs-company__tagline">{copy.tagline}</p>
        </header>
        <section className="cs-company__section">
          {copy.intro.map((paragraph) => (
            <p className="cs-company__text" key={paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
        <section className="cs-company__section" aria-labelledby="company-categories">
          <h2 className="cs-company__heading" id="company-categories">
            {copy.categoriesTitle}
          </h2>
          <ul className="cs-company__cards">
            {copy.categories.map((category) => (
              <li className="cs-company__card" key={category.name}>
                <strong>{category.name}</strong>
                <span>{category.description}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="cs-company__section" aria-labelledby="company-promises">
          <h2 className="cs-company__heading" id="company-promises">
            {copy.promisesTitle}
          </h2>
          <ol className="cs-company__promises">
            {copy.promises.map((promise) => (
              <li key={promise.title}>
                <strong>{promise.title}</strong>
                <span>{promise.description}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="cs-company__section" aria-labelledby="company-contact">
          <h2 className="cs-company__heading" id="company-contact">
            {copy.contactTitle}
          </h2>
          <ContactCard />
        </section>
        <section className="cs-company__section" aria-labelledby="company-business">
          <h2 className="cs-company__heading" id="company-business">
            {copy.businessTitle}
          </h2>
          <BusinessInfoTable />
          <p className="cs-company__note">{copy.businessNote}</p>
        </section>
        <p className="cs-company__cta">
          <Link className={buttonClassName({ size: 'lg' })} to={paths.home.getHref()}>
            {copy.shopLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
