import * as authContracts from './auth/auth-contracts.ts';
import * as memberContracts from './auth/member-contracts.ts';
import * as snsContracts from './auth/sns-contracts.ts';
import * as cartContracts from './cart/cart-contracts.ts';
import * as brandSearchContracts from './catalog/brand-search-contracts.ts';
import * as catalogContracts from './catalog/catalog-contracts.ts';
import * as eventContracts from './community/event-contracts.ts';
import * as reportContracts from './community/report-contracts.ts';
import * as reviewQnaContracts from './community/review-qna-contracts.ts';
import * as businessContracts from './cs/business-contracts.ts';
import * as fileContracts from './cs/file-contracts.ts';
import * as inquiryContracts from './cs/inquiry-contracts.ts';
import * as operatorContracts from './cs/operator-contracts.ts';
import * as siteContracts from './cs/site-contracts.ts';
import { isContract, type Contract } from './define/define-contract.ts';
import * as displayContracts from './display/display-contracts.ts';
import * as showcaseContracts from './display/showcase-contracts.ts';
import * as couponContracts from './member/coupon-contracts.ts';
import * as wishlistContracts from './member/wishlist-contracts.ts';
import * as mypageActivityContracts from './mypage/mypage-activity-contracts.ts';
import * as mypageMemberContracts from './mypage/mypage-member-contracts.ts';
import * as mypageOrderContracts from './mypage/mypage-order-contracts.ts';
import * as mypageProfileContracts from './mypage/mypage-profile-contracts.ts';
import * as orderContracts from './order/order-contracts.ts';
import * as orderSheetContracts from './order/order-sheet-contracts.ts';
import * as paymentContracts from './order/payment-contracts.ts';
import * as platformContracts from './platform/platform-contracts.ts';
import * as sessionContracts from './session/session-contracts.ts';

/**
 * The contract files of each area. Every contract a file exports belongs to its area, so a new contract in one of
 * these files needs no edit here (nor in `index.ts`, which re-exports the same files); a new file is one entry
 * here and one `export *` line in `index.ts`.
 */
const AREA_FILES = {
  auth: [authContracts, memberContracts, snsContracts],
  catalog: [catalogContracts, brandSearchContracts],
  display: [displayContracts, showcaseContracts],
  cart: [cartContracts],
  member: [wishlistContracts, couponContracts],
  community: [reviewQnaContracts, reportContracts, eventContracts],
  order: [orderSheetContracts, orderContracts, paymentContracts],
  platform: [platformContracts],
  cs: [siteContracts, inquiryContracts, businessContracts, fileContracts, operatorContracts],
  mypage: [mypageOrderContracts, mypageMemberContracts, mypageActivityContracts, mypageProfileContracts],
} as const;

/** The contracts among a module's exports (its schemas, lists and helpers left out), as a union. */
type ContractsIn<M> = M extends unknown ? { [K in keyof M]: M[K] extends Contract ? M[K] : never }[keyof M] : never;

/** The contracts among the exports of some modules, each once (file by file; within a file in the namespace's order, by name). */
function contractsIn<M extends object>(modules: readonly M[]): ContractsIn<M>[] {
  const isOne = (value: unknown): value is ContractsIn<M> => isContract(value);
  return [...new Set(modules.flatMap((m) => Object.values(m).filter(isOne)))];
}

/** Each area's contracts, typed one by one (what `callContract` names and the API's contract tests run). */
type ByArea<T extends { [A in keyof T]: readonly object[] }> = { -readonly [A in keyof T]: readonly ContractsIn<T[A][number]>[] };

function byArea<T extends { [A in keyof T]: readonly object[] }>(areas: T): Readonly<ByArea<T>> {
  const out = {} as ByArea<T>;
  for (const area in areas) out[area] = contractsIn(areas[area]);
  return out;
}

/** Every endpoint of the API, grouped by area. The API registers exactly these; api-client calls only these. */
export const CONTRACTS_BY_AREA = byArea(AREA_FILES);

/** Every contract of the API, in one list (the shell's own: SESSION_CONTRACTS). */
export const ALL_CONTRACTS: readonly Contract[] = Object.values(CONTRACTS_BY_AREA).flat();

/** Any one contract of the API, with its exact method, path and schemas. */
export type ApiContract = (typeof CONTRACTS_BY_AREA)[keyof typeof CONTRACTS_BY_AREA][number];

/** The shell's own endpoints (`/session/*`): described like the API's, answered by the shell, never by the API. */
export const SESSION_CONTRACTS: readonly ContractsIn<typeof sessionContracts>[] = contractsIn([sessionContracts]);

/** Every endpoint a transport may call: the API's and the shell's (answer checks and test transports look here). */
export const CALLABLE_CONTRACTS: readonly Contract[] = [...ALL_CONTRACTS, ...SESSION_CONTRACTS];

type CallableContract = ApiContract | (typeof SESSION_CONTRACTS)[number];

type ByEndpoint = { [C in CallableContract as C['key']]: C };

/**
 * Every endpoint as `'<METHOD> <path>'`, e.g. `'GET /api/brand/:id/items'` or `'POST /session/login'`: what
 * `callContract` names.
 */
export type ContractEndpoint = keyof ByEndpoint;

/** The contract of an endpoint. */
export type ContractAt<E extends ContractEndpoint> = ByEndpoint[E];
