import { BUSINESS, messages } from '../../../messages/ko.ts';

/** Customer-service contact details. */
export function ContactCard() {
  const copy = messages.about.contact;
  return (
    <div className="cs-contact">
      <dl className="cs-contact__list">
        <div>
          <dt>{copy.phoneLabel}</dt>
          <dd>
            <a className="cs-contact__phone" href={`tel:${BUSINESS.csPhone}`}>
              {BUSINESS.csPhone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{copy.hoursLabel}</dt>
          <dd>{BUSINESS.csHours}</dd>
        </div>
        <div>
          <dt>{copy.emailLabel}</dt>
          <dd>
            <a href={`mailto:${BUSINESS.csEmail}`}>{BUSINESS.csEmail}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
