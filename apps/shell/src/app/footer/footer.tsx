import { Link } from '@shop/router';
import { MESSAGES } from '../../messages/ko.ts';

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

/** Footer with the shop's legal business information (전자상거래법 표시사항), always rendered by the shell. */
export function Footer() {
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
        <section className="shell-footer__cs" aria-labelledby="shell-footer-cs">
          <h2 id="shell-footer-cs">{F.csTitle}</h2>
          <p className="shell-footer__phone">{F.csPhone}</p>
          <p>{F.csHours}</p>
        </section>
        <section className="shell-footer__biz" aria-labelledby="shell-footer-biz">
          <h2 id="shell-footer-biz">{F.businessInfo}</h2>
          <address>
            <span>{F.company}</span>
            <span>{F.ceo}</span>
            <span>{F.businessNumber}</span>
            <span>{F.mailOrder}</span>
            <span>{F.address}</span>
            <span>{F.email}</span>
            <span>{F.privacyOfficer}</span>
            <span>{F.hosting}</span>
          </address>
          <p className="shell-footer__escrow">{F.escrow}</p>
          <p className="shell-footer__copy">{F.copyright}</p>
        </section>
      </div>
    </footer>
  );
}
