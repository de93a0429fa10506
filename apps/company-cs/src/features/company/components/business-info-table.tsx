import { BUSINESS, messages } from '../../../messages/ko.ts';

const ROWS = [
  ['companyName', BUSINESS.companyName],
  ['ceo', BUSINESS.ceo],
  ['businessNumber', BUSINESS.businessNumber],
  ['mailOrderNumber', BUSINESS.mailOrderNumber],
  ['address', BUSINESS.address],
  ['privacyOfficer', BUSINESS.privacyOfficer],
  ['hosting', BUSINESS.hosting],
  ['csPhone', BUSINESS.csPhone],
  ['csEmail', BUSINESS.csEmail],
] as const;

/** 사업자 정보 as a two-column table (label, value). */
export function BusinessInfoTable() {
  const copy = messages.about;
  return (
    <table className="cs-business">
      <caption className="ui-visually-hidden">{copy.businessCaption}</caption>
      <tbody>
        {ROWS.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{copy.businessRows[key]}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
