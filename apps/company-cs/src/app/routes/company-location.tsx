import { CompanySubMenu } from '../../features/company/components/company-sub-menu.tsx';
import { BUSINESS, messages } from '../../messages/ko.ts';

/** /company/location: the head office address, how to get there and what to know before a visit. */
export default function CompanyLocationPage() {
  const copy = messages.location;
  return (
    <div className="cs-page cs-company">
      <CompanySubMenu />
      <div className="cs-company__body">
        <h1 className="cs-company__title">{copy.title}</h1>
        <p className="cs-company__tagline">{copy.lead}</p>
        <section className="cs-company__section" aria-label={copy.addressLabel}>
          <dl className="cs-contact__list">
            <div>
              <dt>{copy.addressLabel}</dt>
              <dd>
                <address className="cs-location__address">{BUSINESS.address}</address>
              </dd>
            </div>
            <div>
              <dt>{copy.phoneLabel}</dt>
              <dd>
                <a className="cs-contact__phone" href={`tel:${BUSINESS.csPhone}`}>
                  {BUSINESS.csPhone}
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="cs-company__section" aria-labelledby="location-directions">
          <h2 className="cs-company__heading" id="location-directions">
            {copy.directionsTitle}
          </h2>
          <table className="cs-business">
            <tbody>
              {copy.directions.map((direction) => (
                <tr key={direction.label}>
                  <th scope="row">{direction.label}</th>
                  <td>{direction.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="cs-company__section" aria-labelledby="location-visit">
          <h2 className="cs-company__heading" id="location-visit">
            {copy.visitTitle}
          </h2>
          <ul className="cs-location__notes">
            {copy.visitNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
