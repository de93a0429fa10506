import { useLoaderData } from '@shop/router';
import { seoulFormats, SHOP_TIME_ZONE } from '@shop/validators';
import type { loadTestPage } from '../../features/dev/api/load-test-page.ts';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.testPages;
const SAMPLES = ['20260101000000', '20261231235959', '20250301'];

/** /test/dayjs: dates through dayjs in Asia/Seoul with the spec's 14-digit format. Not indexed, not linked. */
export default function TestDayjsPage() {
  const { now } = useLoaderData<typeof loadTestPage>();
  const formats = seoulFormats(now);
  return (
    <div className="ui-container cs-page cs-page--own-frame">
      <h1 className="cs-customer__title">{M.dayjsTitle}</h1>
      <table className="cs-business">
        <caption>{M.now}</caption>
        <tbody>
          <tr>
            <th scope="row">{SHOP_TIME_ZONE}</th>
            <td data-testid="seoul-iso">{formats.iso}</td>
          </tr>
          <tr>
            <th scope="row">{M.wire}</th>
            <td data-testid="seoul-wire">{formats.wire}</td>
          </tr>
          <tr>
            <th scope="row">{M.shown}</th>
            <td data-testid="seoul-shown">{formats.shown}</td>
          </tr>
        </tbody>
      </table>
      <table className="cs-business">
        <caption>{M.parsed}</caption>
        <thead>
          <tr>
            <th scope="col">{M.input}</th>
            <th scope="col">{M.output}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLES.map((sample) => (
            <tr key={sample}>
              <td>{sample}</td>
              <td>{formatWireDate(sample, sample.length === 14)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
