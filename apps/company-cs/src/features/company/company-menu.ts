import { paths } from '../../config/paths.ts';
import { messages } from '../../messages/ko.ts';

/** Entries of the company sub-menu: only pages this remote serves. */
export const COMPANY_MENU = [
  { href: paths.company.about.getHref(), label: messages.companyMenu.about },
  { href: paths.company.location.getHref(), label: messages.companyMenu.location },
] as const;
