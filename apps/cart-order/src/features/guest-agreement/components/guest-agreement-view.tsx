import { useState } from 'react';
import { Link, useNavigate } from '@shop/router';
import { Button, buttonClassName, useDialog } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';

const G = checkoutMessages.guest;

/**
 * 비회원 약관 동의: guests get no coupons or points; the guest terms and the privacy consent are required (nothing
 * pre-ticked, "전체 동의" ticks both); then on to the order sheet as a guest, or log in instead.
 */
export function GuestAgreementView({ sheetId }: { sheetId: string }) {
  const navigate = useNavigate();
  const { alert, dialog } = useDialog();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);

  const next = async () => {
    if (!terms) return alert(G.termsRequired);
    if (!privacy) return alert(G.privacyRequired);
    await navigate(paths.checkout.getHref(sheetId, { guest: true }));
    return undefined;
  };

  return (
    <div className="guest-agreement">
      <p className="checkout-notice">{G.warning}</p>
      <label className="checkout-choice checkout-choice--all">
        <input
          type="checkbox"
          checked={terms && privacy}
          onChange={(event) => {
            setTerms(event.target.checked);
            setPrivacy(event.target.checked);
          }}
        />
        {G.agreeAll}
      </label>
      <section className="checkout-section" aria-labelledby="guest-terms">
        <h2 className="checkout-section__title" id="guest-terms">
          <label className="checkout-choice">
            <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
            {G.terms}
          </label>
        </h2>
        <p className="guest-agreement__text">{G.termsText}</p>
      </section>
      <section className="checkout-section" aria-labelledby="guest-privacy">
        <h2 className="checkout-section__title" id="guest-privacy">
          <label className="checkout-choice">
            <input type="checkbox" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} />
            {G.privacy}
          </label>
        </h2>
        <p className="guest-agreement__text">{G.privacyText}</p>
      </section>
      <div className="complete__actions">
        <Link className={buttonClassName({ variant: 'outline', size: 'lg' })} to={paths.login.getHref(paths.cart.getHref())}>
          {G.login}
        </Link>
        <Button size="lg" onClick={() => void next()}>
          {G.next}
        </Button>
      </div>
      {dialog}
    </div>
  );
}
