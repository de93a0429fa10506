import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import { reviewsQuery } from '../api/community-query.ts';
import type { Review, ReviewOrderBy, ReviewPage } from '@shop/api-client';
import { formatDateTime } from '@shop/validators';
import { EmptyState, ShopImage, StarRating } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { CATALOG_COMMUNITY_MESSAGES } from '../../../messages/community.ko.ts';
import { ReportActions } from '../../../components/report-actions.tsx';
import { ClientPager } from '../../../components/client-pager.tsx';

/** Props of `ReviewTab`. */
export type ReviewTabProps = { itemUserCode: string; initial: ReviewPage | null };

type Filters = { photoFlag: '' | 'Y'; score: number; orderBy: ReviewOrderBy; page: number };

const M = CATALOG_COMMUNITY_MESSAGES.reviews;
const FIRST: Filters = { photoFlag: '', score: 0, orderBy: '', page: 1 };

function ReviewSummaryBox({ page }: { page: ReviewPage }) {
  const { summary } = page;
  return (
    <div className="catalog-reviews__summary">
      <div className="catalog-reviews__average">
        <span className="catalog-reviews__average-label">{M.average}</span>
        <strong className="catalog-reviews__average-score">{summary.averageScore.toFixed(1)}</strong>
        <StarRating score={summary.averageScore} />
        <span>{M.totalCount(summary.totalCount)}</span>
      </div>
      <dl className="catalog-reviews__bars">
        {summary.scores.map((row) => (
          <div key={row.score} className="catalog-reviews__bar">
            <dt>{M.scoreRow(row.score)}</dt>
            <dd>
              <meter min={0} max={Math.max(1, summary.totalCount)} value={row.count} aria-label={M.scoreRow(row.score)} />
              <span>{row.count}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ReviewItem({ review, onChanged }: { review: Review; onChanged: () => void }) {
  const blocked = review.blockFlag === 'Y';
  return (
    <li className="catalog-review">
      <div className="catalog-review__head">
        <StarRating score={review.score} />
        <span className="catalog-review__writer">{review.maskUsername}</span>
        <span className="catalog-review__date">{formatDateTime(review.createdDate, 'date')}</span>
      </div>
      {blocked ? (
        <p className="catalog-review__blocked">{M.blocked}</p>
      ) : (
        <>
          {review.options ? <p className="catalog-review__option">{M.option(review.options)}</p> : null}
          <p className="catalog-review__content">{review.content}</p>
          {review.images.length > 0 ? (
            <ul className="catalog-review__photos">
              {review.images.map((src, index) => (
                <li key={src}>
                  <ShopImage src={src} alt={M.photoAlt(index + 1)} width={96} height={96} sizes="96px" />
                </li>
              ))}
            </ul>
          ) : null}
          {review.adminComment ? (
            <div className="catalog-review__answer">
              <strong>{M.sellerAnswer}</strong>
              <p>{review.adminComment}</p>
            </div>
          ) : null}
        </>
      )}
      <div className="catalog-review__foot">
        <span className="catalog-review__likes">{M.likes(review.likeCount)}</span>
        <ReportActions
          contentType="REVIEW"
          contentId={review.itemReviewId}
          title={CATALOG_COMMUNITY_MESSAGES.report.reviewTitle}
          reported={review.reportFlag === 'Y'}
          blocked={blocked}
          mine={review.writtenMeFlag === 'Y'}
          onChanged={onChanged}
        />
      </div>
    </li>
  );
}

/**
 * The 후기 tab: score summary, photo-only and score filters, sort (전체 / 최신순 / 추천순), the reviews 5 per page
 * with 신고 / 차단. The first page comes from the server; filters and pages load in place.
 */
export function ReviewTab({ itemUserCode, initial }: ReviewTabProps) {
  const api = useClientApi();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(FIRST);
  const [page, setPage] = useState<ReviewPage | null>(initial);
  const [error, setError] = useState('');
  const loaded = useRef(false);

  const load = useCallback(
    async (next: Filters) => {
      try {
        setPage(await callContract(api, 'GET /api/item/reviews', { query: reviewsQuery({ itemUserCode, ...next }), cache: 'no-store' }));
        setError('');
      } catch (caught) {
        setError(getUserMessage(caught));
      }
    },
    [api, itemUserCode],
  );
  useEffect(() => {
    // The server rendered the first page; only later filter and page changes fetch in place.
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    void load(filters);
  }, [filters, load]);

  const change = (patch: Partial<Filters>) => setFilters({ ...filters, page: 1, ...patch });
  const reload = () => void load(filters);
  return (
    <section className="catalog-reviews" aria-label={CATALOG_ITEM_MESSAGES.tabs.reviewName}>
      {page ? <ReviewSummaryBox page={page} /> : null}
      <div className="catalog-reviews__filters">
        <label className="catalog-reviews__photo">
          <input type="checkbox" checked={filters.photoFlag === 'Y'} onChange={(event) => change({ photoFlag: event.target.checked ? 'Y' : '' })} />
          {M.photoOnly}
        </label>
        <label htmlFor={`${id}-score`} className="ui-visually-hidden">
          {M.scoreFilter}
        </label>
        <select id={`${id}-score`} value={filters.score} onChange={(event) => change({ score: Number(event.target.value) })}>
          <option value={0}>{M.allScores}</option>
          {[5, 4, 3, 2, 1].map((score) => (
            <option key={score} value={score}>
              {M.scoreOption(score)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-sort`} className="ui-visually-hidden">
          {M.sortLabel}
        </label>
        <select id={`${id}-sort`} value={filters.orderBy} onChange={(event) => change({ orderBy: event.target.value as ReviewOrderBy })}>
          {Object.entries(M.sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {page && page.content.length > 0 ? (
        <ul className="catalog-reviews__list" aria-label={M.listLabel}>
          {page.content.map((review) => (
            <ReviewItem key={review.itemReviewId} review={review} onChanged={reload} />
          ))}
        </ul>
      ) : (
        <EmptyState message={M.empty} />
      )}
      {page ? (
        <ClientPager label={M.listLabel} currentPage={page.pagination.currentPage} totalPages={page.pagination.totalPages} onPage={(p) => setFilters({ ...filters, page: p })} />
      ) : null}
    </section>
  );
}
