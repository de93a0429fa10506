import { useId, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from '@shop/router';
import { Button, EmptyState, MultilineText, Pagination } from '@shop/ui';
import type { loadFaqs } from '../../features/customer/api/load-faqs.ts';
import { CustomerHeader } from '../../features/customer/components/customer-tabs.tsx';
import { formValue } from '../../lib/form-value.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.faq;

/** /customer/faqs: count, type select and search (조회), and an accordion of "[type] title". */
export default function FaqsPage() {
  const data = useLoaderData<typeof loadFaqs>();
  const navigate = useNavigate();
  const typeId = useId();
  const searchId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const key of ['faqType', 'query'] as const) {
      const value = formValue(event.currentTarget, key);
      if (value) params.set(key, value);
    }
    void navigate({ search: params.toString() ? `?${params.toString()}` : '' });
  };
  return (
    <div className="cs-page cs-customer">
      <CustomerHeader />
      <h1 className="cs-customer__title">{messages.titles.faqs}</h1>
      <form className="cs-filter" method="get" onSubmit={onSubmit} role="search" key={`${data.faqType}|${data.query}`}>
        <label className="ui-visually-hidden" htmlFor={typeId}>
          {M.typeLabel}
        </label>
        <select id={typeId} name="faqType" defaultValue={data.faqType}>
          <option value="">{M.typeAll}</option>
          {data.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
        <label className="ui-visually-hidden" htmlFor={searchId}>
          {M.searchLabel}
        </label>
        <input id={searchId} name="query" type="search" defaultValue={data.query} placeholder={M.searchPlaceholder} maxLength={50} />
        <Button type="submit" variant="secondary">
          {M.submit}
        </Button>
      </form>
      <p className="cs-customer__count">{messages.customer.total(data.pagination.totalElements)}</p>
      {data.content.length === 0 ? (
        <EmptyState message={M.empty} />
      ) : (
        <ul className="cs-accordion">
          {data.content.map((faq) => (
            <li key={faq.id}>
              <details className="cs-accordion__item">
                <summary className="cs-accordion__summary">
                  <span className="cs-accordion__mark" aria-hidden="true">
                    {M.question}
                  </span>
                  [{faq.label}] {faq.title}
                </summary>
                <div className="cs-accordion__body">
                  <MultilineText text={faq.content} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} />
    </div>
  );
}
