import { Link, useRouteLoaderData } from '@shop/router';
import { MESSAGES } from '../../messages/ko.ts';
import { ROOT_ID } from '../route-ids.ts';
import type { rootLoader } from '../root-route.tsx';

const F = MESSAGES.footer;

const LINKS = [
  { to: '/company/about', label: F.about },
  { to: '/customer/notices', label: F.notices },
  { to: '/customer/faqs', label: F.faq },
  { to: '/customer/inquiries', label: F.customer },
  { to: '/terms/terms-of-service', label: F.terms },
  { to: '/terms/privacy-policy', label: F.privacy, strong: true },
  { to: '/terms/email-collection-refusal', label: F.emailRefusal },
  { to: '/customer/partnership', label: F.partnership },
];

/**
 * Footer with the shop's legal business information (전자상거래법 표시사항), always rendered by the shell. The
 * information is the API's stored one (root loader), the same source as /open-info.
 */
export function Footer() {
  const info = useRouteLoaderData<typeof rootLoader>(ROOT_ID)?.businessInfo ?? null;
  return (
    <footer className="shell-footer">
      <nav className="shell-footer__links" aria-label={F.businessInfo}>
        <ul className="ui-container">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={link.strong ? 'shell-footer__strong' : undefined}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ui-container shell-footer__body">
        {info ? (
          <section className="shell-footer__cs" aria-labelledby="shell-footer-cs">
            <h2 id="shell-footer-cs">{F.csTitle}</h2>
            <p className="shell-footer__phone">{info.csPhone}</p>
            <p>{info.csHours}</p>
          </section>
        ) : null}
        <section className="shell-footer__biz" aria-labelledby="shell-footer-biz">
          <h2 id="shell-footer-biz">{F.businessInfo}</h2>
          {info ? (
            <address>
              <span>{F.line(F.company, info.companyName)}</span>
              <span>{F.line(F.ceo, info.representative)}</span>
              <span>{F.line(F.businessNumber, info.businessNumber)}</span>
              <a className="shell-footer__check" href={info.businessCheckUrl} target="_blank" rel="noopener noreferrer" aria-label={F.businessCheckLabel}>{F.businessCheck}</a>
              <span>{F.line(F.mailOrder, info.mailOrderNumber)}</span>
              <span>{F.line(F.address, info.address)}</span>
              <span>{F.line(F.phone, info.phone)}</span>
              <span>{F.line(F.email, info.email)}</span>
              <span>{F.line(F.privacyOfficer, info.privacyOfficer)}</span>
              <span>{F.line(F.hosting, info.hostingProvider)}</span>
            </address>
          ) : null}
          <p><Link to="/open-info">{F.openInfo}</Link></p>
          <p className="shell-footer__escrow">{F.escrow}</p>
          <p className="shell-footer__copy">{F.copyright(info?.shopName ?? MESSAGES.shopName)}</p>
        </section>
      </div>
    </footer>
  );
}
