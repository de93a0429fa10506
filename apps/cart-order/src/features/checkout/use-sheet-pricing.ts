import { useEffect, useRef, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { ApiTransport, OrderSheet } from '@shop/api-client';
import { choiceOf, type BenefitChoice } from './checkout-rules.ts';

const isZipcode = (value: string) => /^\d{5}$/.test(value);

/**
 * The sheet as the server last priced it, and the shopper's coupons, points and zipcode. Every change is priced
 * again by `POST /api/order/calculate` (the server's rules, never the browser's); only the latest answer counts.
 * A new sheet from the loader (after a refresh) replaces everything.
 */
export function useSheetPricing(initial: OrderSheet, api: ApiTransport) {
  const [sheet, setSheet] = useState(initial);
  const [choice, setChoice] = useState<BenefitChoice>(() => choiceOf(initial.applied));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);
  const zipcode = useRef(initial.zipcode);

  useEffect(() => {
    run.current += 1;
    setSheet(initial);
    setChoice(choiceOf(initial.applied));
    setPending(false);
    setError(null);
    zipcode.current = initial.zipcode;
  }, [initial]);

  const price = async (next: BenefitChoice) => {
    const id = ++run.current;
    setPending(true);
    try {
      const priced = await callContract(api, 'POST /api/order/calculate', { body: {
        orderSheetId: initial.orderSheetId,
        ...(isZipcode(zipcode.current) ? { zipcode: zipcode.current } : {}),
        ...(initial.isLogin ? next : {}),
      }, cache: 'no-store' });
      if (id !== run.current) return;
      setSheet(priced);
      setChoice(choiceOf(priced.applied));
      setError(null);
    } catch (caught) {
      if (id === run.current) setError(getUserMessage(caught));
    } finally {
      if (id === run.current) setPending(false);
    }
  };

  return {
    sheet,
    choice,
    pending,
    error,
    /** Applies coupons and points; the server answers what it applied (points within its limits). */
    apply: (next: BenefitChoice) => {
      setChoice(next);
      void price(next);
    },
    /** A new receiver zipcode: priced again when it is five digits and differs (Jeju and island surcharges). */
    changeZipcode: (value: string) => {
      if (!isZipcode(value) || value === zipcode.current) return;
      zipcode.current = value;
      void price(choice);
    },
  };
}

/** What `useSheetPricing` returns. */
export type SheetPricing = ReturnType<typeof useSheetPricing>;
