import { formatDateTime, formatNumber, formatPoint, formatWon, isBusinessNumber, isPhoneNumber, normalizePhoneNumber } from '@shop/validators';
import { messages } from '../../messages/ko.ts';

const M = messages.testPages;
const MONEY = [0, 1000, 1234567, -500];
const PHONES = ['010-1234-5678', '02-123-4567', '0505-123456', '010-123-456'];
const BUSINESS_NUMBERS = ['1248100998', '1248100999', '2148612341'];
const DATES = ['20260101093005', '20251231235959'];

/** /test/utils: the shared formatting and checking helpers of @shop/validators with sample inputs. Not indexed, not linked. */
export default function TestUtilsPage() {
  const ok = (valid: boolean) => (valid ? M.valid : M.invalid);
  const rows: [string, [string, string][]][] = [
    [M.won, MONEY.map((n) => [String(n), `${formatWon(n)} / ${formatNumber(n)} / ${formatPoint(n)}`])],
    [M.phone, PHONES.map((p) => [p, `${ok(isPhoneNumber(p))} (${normalizePhoneNumber(p)})`])],
    [M.businessNumber, BUSINESS_NUMBERS.map((b) => [b, ok(isBusinessNumber(b))])],
    [M.shown, DATES.map((d) => [d, formatDateTime(d)])],
  ];
  return (
    <div className="ui-container cs-page cs-page--own-frame">
      <h1 className="cs-customer__title">{M.utilsTitle}</h1>
      {rows.map(([caption, list]) => (
        <table className="cs-business" key={caption}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{M.input}</th>
              <th scope="col">{M.output}</th>
            </tr>
          </thead>
          <tbody>
            {list.map(([input, output]) => (
              <tr key={input}>
                <td>{input}</td>
                <td>{output}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
