import { Link, useLoaderData, useRevalidator } from '@shop/router';
import { EmptyState, useToast } from '@shop/ui';
import { formatBusinessNumber } from '@shop/validators';
import type { loadBusiness } from '../../features/business/api/load-business.ts';
import { BusinessOrderRow } from '../../features/business/components/business-order-row.tsx';
import { paths } from '../../config/paths.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.business;

/** /business (business members): the business profile, tax invoice requests of paid orders, and quick reorder. */
export default function BusinessPage() {
  const { status, orders } = useLoaderData<typeof loadBusiness>();
  const revalidator = useRevalidator();
  const { show, toast } = useToast(3000);
  const profile = status.profile;
  return (
    <div className="ui-container cs-page cs-page--own-frame">
      <h1 className="cs-customer__title">{M.title}</h1>
      {profile ? (
        <section className="cs-company__section" aria-labelledby="business-info">
          <h2 className="cs-company__heading" id="business-info">
            {M.infoTitle}
          </h2>
          <dl className="cs-company__items">
            <div>
              <dt>{M.companyName}</dt>
              <dd>{profile.companyName}</dd>
            </div>
            <div>
              <dt>{M.representativeName}</dt>
              <dd>{profile.representativeName}</dd>
            </div>
            <div>
              <dt>{M.businessNumber}</dt>
              <dd>{formatBusinessNumber(profile.businessNumber)}</dd>
            </div>
            <div>
              <dt>{M.businessType}</dt>
              <dd>
                {profile.businessType} / {profile.businessItem}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section className="cs-company__section" aria-labelledby="business-orders">
        <h2 className="cs-company__heading" id="business-orders">
          {M.ordersTitle}
        </h2>
        {orders.list.length === 0 ? (
          <EmptyState message={M.ordersEmpty} />
        ) : (
          <div className="cs-table-wrap">
            <table className="cs-orders">
              <caption className="ui-visually-hidden">{M.orderCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.columns.order}</th>
                  <th scope="col">{M.columns.items}</th>
                  <th scope="col">{M.columns.amount}</th>
                  <th scope="col">{M.columns.invoice}</th>
                  <th scope="col">{M.columns.reorder}</th>
                </tr>
              </thead>
              <tbody>
                {orders.list.map((order) => (
                  <BusinessOrderRow key={order.orderCode} order={order} onChanged={() => void revalidator.revalidate()} notify={show} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p>
          <Link to={paths.cart.getHref()}>{M.goCart}</Link>
        </p>
      </section>
      {toast}
    </div>
  );
}
