import { Link, useLoaderData } from '@shop/router';
import { buttonClassName, MultilineText } from '@shop/ui';
import type { loadMaintenance } from '../../features/site/api/load-maintenance.ts';
import { paths } from '../../config/paths.ts';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.maintenance;

/**
 * /maintenance (sub): shown to every visitor while the operator has switched maintenance on; opened while the shop
 * runs, it says only that (never 점검 중 and 정상 운영 중 at once).
 */
export default function MaintenancePage() {
  const { status } = useLoaderData<typeof loadMaintenance>();
  if (!status.maintenance) {
    return (
      <div className="cs-page cs-maintenance">
        <h1 className="cs-customer__title">{M.activeTitle}</h1>
        <p role="status">{M.notActive}</p>
        <Link className={buttonClassName({ variant: 'outline', size: 'sm' })} to={paths.home.getHref()}>
          {M.home}
        </Link>
      </div>
    );
  }
  return (
    <div className="cs-page cs-maintenance">
      <h1 className="cs-customer__title">{M.title}</h1>
      <MultilineText text={status.message || M.lead} />
      {status.until ? <p className="cs-maintenance__until">{M.until(formatWireDate(status.until, true).slice(0, 16))}</p> : null}
    </div>
  );
}
