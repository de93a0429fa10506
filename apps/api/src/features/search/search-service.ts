import type { SearchInfo, SearchResultResponse } from '@shop/contracts';
import { safeLink } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { pageOf } from '../item/pagination.ts';
import { listCards, type CardListQuery } from '../display/card-page.ts';
import { searchTerms } from './korean-text.ts';
import { termCondition } from './search-sql.ts';

/** How many popular keywords the search box shows. */
export const POPULAR_KEYWORD_LIMIT = 10;
/** Longest keyword kept in the popular list. */
const KEYWORD_MAX_LENGTH = 30;

/** The query text kept for popular keywords: trimmed, inner whitespace collapsed. */
export function keywordOf(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Items whose name, brand or category path matches every term of `query` (partial words and Korean initial
 * consonants). An empty query finds nothing.
 */
export async function searchItems(db: Kysely<Database>, kind: DatabaseKind, query: string, list: CardListQuery): Promise<SearchResultResponse> {
  // '|' separates the fields of the stored text; a term never spans two fields.
  const terms = searchTerms(query.replace(/\|/g, ' '));
  const keyword = keywordOf(query);
  if (terms.length === 0) return { ...pageOf([], list.page, list.size, 0), query: keyword };
  const matching = db
    .selectFrom('itemSearchTerms')
    .select('itemSearchTerms.itemId')
    .where((eb) => eb.and(terms.map((term) => termCondition(eb, term, kind))));
  const page = await listCards(db, list, (eb) => eb('items.id', 'in', matching));
  return { ...page, query: keyword };
}

/** Searchers' day marks older than this many days are pruned when a new one is written. */
const SEARCHER_DAYS_KEPT = 2;

/**
 * Visitors counted per client address, keyword and day. A visitor id is whatever the client sends (SALESONID), so
 * "once per visitor" alone let one machine rotate ids and push any text into every page's popular keywords; past
 * this many visitors from one address a keyword is not counted again that day. Members are not capped (an account
 * needs a verified phone; shoppers behind one carrier NAT share an address).
 */
export const VISITORS_COUNTED_PER_ADDRESS = 3;

/**
 * Counts a search that found something, once per searcher ('M:<member id>' or 'V:<visitor id>') and keyword a day
 * (Asia/Seoul), so the popular keywords follow how many shoppers look for something, not how many requests name it;
 * visitors from one client `address` count at most `VISITORS_COUNTED_PER_ADDRESS` times per keyword a day (slots
 * 'A:<address>#<n>' beside the searchers' marks). A search without a searcher is not counted.
 */
export async function recordSearch(db: Kysely<Database>, query: string, searcher: string | undefined, now: number, address?: string): Promise<boolean> {
  const keyword = keywordOf(query);
  if (!searcher || keyword === '' || keyword.length > KEYWORD_MAX_LENGTH) return false;
  const stamp = toSeoulTimestamp(now);
  const day = stamp.slice(0, 8);
  return db.transaction().execute(async (trx) => {
    const mark = (searcherKey: string) =>
      trx
        .insertInto('searchKeywordSearchers')
        .values({ keyword, searcherKey, searchedOn: day })
        .onConflict((oc) => oc.columns(['keyword', 'searcherKey', 'searchedOn']).doNothing())
        .returning('keyword')
        .executeTakeFirst();
    if (!(await mark(searcher))) return false;
    if (searcher.startsWith('V:') && address) {
      let slot = false;
      for (let n = 1; n <= VISITORS_COUNTED_PER_ADDRESS && !slot; n += 1) slot = Boolean(await mark(`A:${address}#${n}`));
      if (!slot) return false;
    }
    await trx
      .insertInto('searchKeywords')
      .values({ keyword, searchCount: 1, lastSearchedAt: stamp })
      .onConflict((oc) => oc.column('keyword').doUpdateSet((eb) => ({ searchCount: eb('searchKeywords.searchCount', '+', 1), lastSearchedAt: stamp })))
      .execute();
    const oldest = toSeoulTimestamp(now - SEARCHER_DAYS_KEPT * 86_400_000).slice(0, 8); // Seoul has no DST
    await trx.deleteFrom('searchKeywordSearchers').where('searchedOn', '<', oldest).where('keyword', '=', keyword).execute();
    return true;
  });
}

/** GET /api/search/info: popular keywords (most searched) and the recommendation running at `now`. */
export async function searchInfo(db: Kysely<Database>, now: number): Promise<SearchInfo> {
  const stamp = toSeoulTimestamp(now);
  const [keywords, recommend] = await Promise.all([
    db.selectFrom('searchKeywords').select('keyword').orderBy('searchCount', 'desc').orderBy('lastSearchedAt', 'desc').orderBy('keyword').limit(POPULAR_KEYWORD_LIMIT).execute(),
    db
      .selectFrom('searchRecommends')
      .select(['content', 'link', 'blankFlag'])
      .where('startDate', '<=', stamp)
      .where('endDate', '>=', stamp)
      .orderBy('ordering')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  return { keywords: keywords.map((k) => ({ keyword: k.keyword })), recommend: recommend ? { ...recommend, link: safeLink(recommend.link) } : null };
}
