import type { MypageTables } from './schema-mypage.ts';
import type { ItemOptionType, SeoRecord } from '@shop/contracts';
import type { Generated } from 'kysely';
import type { CommunityTables } from './schema-community.ts';
import type { MemberLifecycleTables } from './schema-members.ts';
import type { CsTables } from './schema-cs.ts';
import type { OrderTables } from './schema-orders.ts';
import type { PaymentTables } from './schema-payments.ts';
import type { PlatformTables } from './schema-platform.ts';
import type { ShowcaseTables } from './schema-showcase.ts';

// Table types as seen through Kysely's CamelCasePlugin (columns are snake_case in SQL).
// Flags are 'Y' | 'N' text, money is integer KRW, dates are 14-digit Asia/Seoul text.

export type YesNo = 'Y' | 'N';

export type SellerTable = {
  id: number;
  name: string;
  representativeName: string;
  businessNumber: string;
  businessLocation: string;
  deliveryCompanyName: string;
  ordering: number;
};

export type BrandTable = { id: number; name: string; image: string; content: string };

export type CategoryTable = {
  id: number;
  parentId: number | null;
  code: string;
  url: string;
  name: string;
  depth: number;
  ordering: number;
  image: string | null;
  updatedAt: string;
};

export type LabelTable = { id: number; label: string; color: string };

export type ItemTable = {
  id: number;
  itemUserCode: string;
  name: string;
  summary: string;
  brandId: number;
  sellerId: number;
  categoryId: number;
  itemType: string;
  itemPrice: number;
  presentPrice: number;
  stockQuantity: number;
  soldOutFlag: YesNo;
  nonmemberOrderType: string;
  orderMinQuantity: number;
  orderMaxQuantity: number;
  shippingType: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  shippingExtraCharge1: number;
  shippingExtraCharge2: number;
  shippingGroupCode: string;
  couponUseFlag: YesNo;
  itemOptionType: ItemOptionType | null;
  itemOptionTitle1: string | null;
  itemOptionTitle2: string | null;
  itemOptionTitle3: string | null;
  originCountry: string;
  detailContent: string;
  infos: string;
  hits: number;
  ordering: number;
  reviewCount: number;
  reviewScoreTenths: number;
  createdAt: string;
  updatedAt: string;
};

export type ItemImageTable = { itemId: number; ordering: number; path: string };

export type ItemLabelTable = { itemId: number; labelId: number };

export type ItemOptionTable = {
  id: number;
  itemId: number;
  optionType: string;
  name1: string;
  name2: string | null;
  name3: string | null;
  optionPrice: number;
  stockQuantity: number;
  hideFlag: YesNo;
  ordering: number;
};

export type ItemSetComponentTable = {
  setItemId: number;
  componentItemId: number;
  quantity: number;
  ordering: number;
};

export type MemberTable = {
  id: Generated<number>;
  loginId: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  sleepUserFlag: YesNo;
  tempPasswordFlag: YesNo;
  passwordChangedAt: string;
  createdAt: string;
  // Migration 0007 (member lifecycle): profile, consents, closing.
  birthday: Generated<string>;
  gender: Generated<string>;
  zipcode: Generated<string>;
  address: Generated<string>;
  addressDetail: Generated<string>;
  receiveSms: Generated<string>;
  /** When the member opted in to marketing texts (receiveSms 'Y'); null otherwise (migration 0018). */
  receiveSmsDate: Generated<string | null>;
  receiveEmail: Generated<string>;
  /** When the member opted in to marketing e-mail (receiveEmail 'Y'); null otherwise. */
  receiveEmailDate: Generated<string | null>;
  /** 'N' for a member who joined through a social account and never set a password. */
  passwordSet: Generated<string>;
  leaveReason: Generated<string>;
  closedAt: Generated<string | null>;
  // Migration 0018 (sign-up consents): when the terms and the privacy policy were agreed, and the policy_versions id
  // of each version then in force (null when none was stored).
  termsAgreedAt: Generated<string | null>;
  termsVersionId: Generated<number | null>;
  privacyAgreedAt: Generated<string | null>;
  privacyVersionId: Generated<number | null>;
};

export type AuthTokenTable = {
  tokenHash: string;
  memberId: number;
  loginType: string;
  createdAt: string;
  expiresAt: string;
};

export type CartTable = {
  id: Generated<number>;
  ownerKey: string;
  itemId: number;
  itemOptionId: number | null;
  optionKey: string;
  optionText: string;
  quantity: number;
  createdAt: string;
  updatedAt: string;
};

export type GnbMenuTable = { id: number; ordering: number; name: string; target: string; externalFlag: YesNo };

export type BannerTable = {
  id: number;
  position: string;
  image: string;
  color: string;
  url: string;
  content: string;
  ordering: number;
  displayFlag: YesNo;
};

/** A stored SEO record of one path (the wire record, with `indexFlag` stored as 'Y' | 'N'). */
export type SeoPageTable = Omit<SeoRecord, 'indexFlag'> & { path: string; indexFlag: YesNo };

export type SiteContentTable = {
  key: string;
  subject: string;
  content: string;
  startDate: string;
  endDate: string;
};

/** The whole database as Kysely sees it. */
export type Database = {
  sellers: SellerTable;
  brands: BrandTable;
  categories: CategoryTable;
  labels: LabelTable;
  items: ItemTable;
  itemImages: ItemImageTable;
  itemLabels: ItemLabelTable;
  itemOptions: ItemOptionTable;
  itemSetComponents: ItemSetComponentTable;
  members: MemberTable;
  authTokens: AuthTokenTable;
  carts: CartTable;
  gnbMenus: GnbMenuTable;
  banners: BannerTable;
  seoPages: SeoPageTable;
  siteContents: SiteContentTable;
} & CommunityTables & ShowcaseTables & OrderTables & MemberLifecycleTables & PlatformTables & CsTables & MypageTables & PaymentTables;
