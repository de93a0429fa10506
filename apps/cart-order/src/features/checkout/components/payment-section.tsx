import { memo } from 'react';
import type { OrderSheet } from '@shop/api-client';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import type { CheckoutForm } from '../checkout-rules.ts';
import type { FormProps } from './form-types.ts';
import { fieldId, TextField } from './text-field.tsx';

const S = checkoutMessages.sheet;
const RECEIPT_TYPES: CheckoutForm['receiptType'][] = ['NONE', 'PERSONAL', 'BUSINESS'];

/**
 * 결제수단: the methods the server offers (SHOP_PAYMENT_METHODS; by default 신용카드, 간편결제, 가상계좌, 실시간 계좌이체
 * and 무통장입금). Without Toss keys every method but 무통장입금 goes through the built-in test gateway and says so
 * (테스트 결제). 무통장입금 asks for the account, the depositor and the 현금영수증, and shows the deadline. An order with
 * nothing to pay skips the payment step.
 */
export const PaymentSection = memo(function PaymentSection({ sheet, form, set, invalid, depositDeadline }: FormProps & { sheet: OrderSheet; depositDeadline: string }) {
  const payAmount = sheet.orderPrice.orderPayAmount;
  const testGateway = sheet.configPg.pgType === 'TEST';
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 className="checkout-section__title" id="checkout-payment">
        {S.payment}
      </h2>
      {payAmount === 0 ? (
        <p className="checkout-note">{S.zeroPayment}</p>
      ) : (
        <>
          <fieldset className="checkout-methods" id={fieldId('paymentMethod')} tabIndex={-1}>
            <legend className="ui-visually-hidden">{S.payment}</legend>
            {sheet.paymentMethods.map((method) => (
              <label key={method} className={form.paymentMethod === method ? 'checkout-method is-checked' : 'checkout-method'}>
                <input type="radio" name="checkout-method" value={method} checked={form.paymentMethod === method} onChange={() => set('paymentMethod', method)} />
                {S.methods[method] ?? method}
                {testGateway && method !== 'bank' ? <span className="checkout-badge">{S.testBadge}</span> : null}
              </label>
            ))}
          </fieldset>
          {form.paymentMethod === 'bank' ? (
            <div className="checkout-grid">
              <div className="checkout-field">
                <label className="checkout-field__label" htmlFor={fieldId('accountIndex')}>
                  {S.depositAccount}
                </label>
                <select id={fieldId('accountIndex')} className="checkout-field__input" value={form.accountIndex} aria-invalid={invalid === 'accountIndex' || undefined} onChange={(e) => set('accountIndex', e.target.value)}>
                  {sheet.bankAccounts.map((account) => (
                    <option key={account.index} value={account.index}>
                      {S.accountOption(account.bankName, account.accountNumber, account.accountHolder)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField id={fieldId('depositorName')} label={S.depositorName} value={form.depositorName} onChange={(v) => set('depositorName', v)} invalid={invalid === 'depositorName'} maxLength={50} />
              <p className="checkout-note">
                {S.depositDeadline}: {S.depositDeadlineText(sheet.config.bankDepositDueDay, depositDeadline)}
              </p>
              <fieldset className="checkout-choices">
                <legend>{S.cashReceipt}</legend>
                {RECEIPT_TYPES.map((type) => (
                  <label key={type} className="checkout-choice">
                    <input type="radio" name="checkout-receipt" value={type} checked={form.receiptType === type} onChange={() => set('receiptType', type)} />
                    {S.cashReceiptTypes[type]}
                  </label>
                ))}
              </fieldset>
              {form.receiptType !== 'NONE' ? (
                <TextField
                  id={fieldId('receiptNumber')} label={form.receiptType === 'PERSONAL' ? S.cashReceiptPhone : S.cashReceiptBusiness} value={form.receiptNumber}
                  onChange={(v) => set('receiptNumber', v)} invalid={invalid === 'receiptNumber'} inputMode="numeric" maxLength={13}
                />
              ) : null}
            </div>
          ) : form.paymentMethod ? (
            <>
              <p className="checkout-note">{testGateway ? S.testNotice : S.tossNotice}</p>
              {form.paymentMethod === 'card' ? <p className="checkout-note">{S.cardNotice}</p> : null}
            </>
          ) : null}
        </>
      )}
    </section>
  );
});
