import type { YesNo } from './schema.ts';

// Tables of migration 0005 (MD picks, time deals, brand display order, search), as Kysely sees them.

export type MdTagTable = { id: number; tag: string; ordering: number };

export type MdTagItemTable = { tagId: number; itemId: number; ordering: number };

/**
 * A time deal of an item. `dateType` '1': weekly, between `startTime` and `endTime` ('HHmm') on `weekDays`
 * ('1,3,5': 1 Monday … 7 Sunday) while the period `startDate`–`endDate` lasts; '2': time-limited, from
 * `startDate` to `endDate` (14-digit dates).
 */
export type ItemSpotTable = {
  itemId: number;
  dateType: '1' | '2';
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekDays: string;
  ordering: number;
};

export type BrandDisplayTable = { brandId: number; mainFlag: YesNo; ordering: number };

/** Precomputed search text of an item: `terms` lowercased without spaces, `initials` its Korean initials. */
export type ItemSearchTermTable = { itemId: number; terms: string; initials: string };

export type SearchKeywordTable = { keyword: string; searchCount: number; lastSearchedAt: string };

/** One searcher ('M:<member id>' or 'V:<visitor id>') of a keyword on one day (yyyyMMdd, Asia/Seoul). */
export type SearchKeywordSearcherTable = { keyword: string; searcherKey: string; searchedOn: string };

export type SearchRecommendTable = {
  id: number;
  content: string;
  link: string;
  blankFlag: YesNo;
  startDate: string;
  endDate: string;
  ordering: number;
};

/** The tables of migration 0005. */
export type ShowcaseTables = {
  mdTags: MdTagTable;
  mdTagItems: MdTagItemTable;
  itemSpots: ItemSpotTable;
  brandDisplays: BrandDisplayTable;
  itemSearchTerms: ItemSearchTermTable;
  searchKeywords: SearchKeywordTable;
  searchKeywordSearchers: SearchKeywordSearcherTable;
  searchRecommends: SearchRecommendTable;
};
