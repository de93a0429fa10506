import { DELIVERY_COMPANIES } from '../messages/claim-reasons.ko.ts';

/** The tracking page of a parcel, or null for a carrier the shop does not know. */
export function trackingUrlOf(company: string | null, number: string | null): string | null {
  if (!company || !number) return null;
  const found = DELIVERY_COMPANIES.find((c) => c.name === company);
  return found ? found.trackingUrl + encodeURIComponent(number) : null;
}
