import { paths } from '../../config/paths.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.companyMenu;

/** Entries of the company sub-menu, in the order of spec section 2. */
export const COMPANY_MENU = [
  { href: paths.company.about.getHref(), label: M.about },
  { href: paths.company.brand.getHref(), label: M.brand },
  { href: paths.company.place.getHref(), label: M.place },
  { href: paths.company.union.getHref(), label: M.union },
  { href: paths.company.history.getHref(), label: M.history },
  { href: paths.company.business.getHref(), label: M.business },
  { href: paths.company.location.getHref(), label: M.location },
  { href: paths.company.certification.getHref(), label: M.certification },
] as const;
