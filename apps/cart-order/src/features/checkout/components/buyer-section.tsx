import { memo } from 'react';
import type { OrderSheet } from '@shop/api-client';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import type { FormProps } from './form-types.ts';
import { fieldId, TextField } from './text-field.tsx';

const S = checkoutMessages.sheet;

/** 주문자정보: a member's own details (read only), or a guest's name, phone, e-mail and order password. */
export const BuyerSection = memo(function BuyerSection({ sheet, form, set, invalid }: FormProps & { sheet: OrderSheet }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-buyer">
      <h2 className="checkout-section__title" id="checkout-buyer">
        {S.buyer}
      </h2>
      {sheet.isLogin && sheet.buyer ? (
        <dl className="checkout-rows">
          <div>
            <dt>{S.buyerName}</dt>
            <dd>{sheet.buyer.userName}</dd>
          </div>
          <div>
            <dt>{S.buyerMobile}</dt>
            <dd>{sheet.buyer.mobile}</dd>
          </div>
          <div>
            <dt>{S.buyerEmail}</dt>
            <dd>{sheet.buyer.email}</dd>
          </div>
        </dl>
      ) : (
        <div className="checkout-grid">
          <TextField id={fieldId('buyerName')} label={S.buyerName} value={form.buyerName} onChange={(v) => set('buyerName', v)} invalid={invalid === 'buyerName'} autoComplete="name" maxLength={50} />
          <TextField id={fieldId('buyerMobile')} label={S.buyerMobile} value={form.buyerMobile} onChange={(v) => set('buyerMobile', v)} invalid={invalid === 'buyerMobile'} autoComplete="tel" inputMode="tel" maxLength={13} />
          <TextField id={fieldId('buyerEmail')} label={S.buyerEmail} value={form.buyerEmail} onChange={(v) => set('buyerEmail', v)} invalid={invalid === 'buyerEmail'} autoComplete="email" type="email" maxLength={100} />
          <TextField
            id={fieldId('guestPassword')} label={S.guestPassword} value={form.guestPassword} onChange={(v) => set('guestPassword', v)} invalid={invalid === 'guestPassword'}
            type="password" autoComplete="new-password" maxLength={20} hint={S.guestPasswordHint}
          />
          <TextField
            id={fieldId('guestPasswordConfirm')} label={S.guestPasswordConfirm} value={form.guestPasswordConfirm} onChange={(v) => set('guestPasswordConfirm', v)}
            invalid={invalid === 'guestPasswordConfirm'} type="password" autoComplete="new-password" maxLength={20}
          />
        </div>
      )}
    </section>
  );
});
