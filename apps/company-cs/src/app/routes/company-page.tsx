import { useLoaderData } from '@shop/router';
import type { loadCompanyPage } from '../../features/company/api/load-company-page.ts';
import { CompanySubMenu } from '../../features/company/components/company-sub-menu.tsx';
import { ContentBlocks } from '../../features/company/components/content-blocks.tsx';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.company;

/** /company/{about,brand,place,union,history,business,location,certification}: stored content the operator edits. */
export default function CompanyPage() {
  const { page, location } = useLoaderData<typeof loadCompanyPage>();
  return (
    <div className="cs-page cs-company">
      <CompanySubMenu />
      <div className="cs-company__body">
        <header className="cs-company__hero">
          <h1 className="cs-company__title">{page.title}</h1>
          {page.lead ? <p className="cs-company__tagline">{page.lead}</p> : null}
        </header>
        {location ? (
          <section className="cs-company__section" aria-label={M.addressLabel}>
            <dl className="cs-contact__list">
              <div>
                <dt>{M.addressLabel}</dt>
                <dd>
                  <address className="cs-location__address">{location.address}</address>
                  <a className="cs-location__map" href={location.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={M.mapLinkLabel(location.address)}>
                    {M.mapLink}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{M.phoneLabel}</dt>
                <dd>
                  <a className="cs-contact__phone" href={`tel:${location.phone}`}>
                    {location.phone}
                  </a>
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
        <ContentBlocks blocks={page.blocks} />
        <p className="cs-company__note">{M.updated(formatWireDate(page.updatedDate))}</p>
      </div>
    </div>
  );
}
