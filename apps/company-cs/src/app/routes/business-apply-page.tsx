import { Link, useLoaderData, useRevalidator } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import type { loadBusinessApply } from '../../features/business/api/load-business-apply.ts';
import { BusinessApplyForm } from '../../features/business/components/business-apply-form.tsx';
import { paths } from '../../config/paths.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.business;

/** /business/apply (members): apply as a business member, or see where the application stands. */
export default function BusinessApplyPage() {
  const { status } = useLoaderData<typeof loadBusinessApply>();
  const revalidator = useRevalidator();
  return (
    <div className="ui-container cs-page cs-page--own-frame">
      <h1 className="cs-customer__title">{M.applyTitle}</h1>
      {status.status === 'PENDING' ? <p role="status" className="cs-done">{M.pending}</p> : null}
      {status.status === 'APPROVED' ? (
        <div role="status" className="cs-done">
          <p>{M.approved}</p>
          <Link className={buttonClassName({ variant: 'outline' })} to={paths.business.getHref()}>
            {M.goBusiness}
          </Link>
        </div>
      ) : null}
      {status.status === 'NONE' || status.status === 'REJECTED' ? (
        <>
          {status.status === 'REJECTED' ? <p role="status" className="cs-form__error">{M.rejected}</p> : null}
          <p className="cs-customer__lead">{M.applyLead}</p>
          <BusinessApplyForm onApplied={() => void revalidator.revalidate()} />
        </>
      ) : null}
    </div>
  );
}
