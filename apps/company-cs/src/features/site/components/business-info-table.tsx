import type { BusinessInfo } from '@shop/api-client';
import { messages } from '../../../messages/ko.ts';

const M = messages.openInfo;
const ROWS = ['companyName', 'representative', 'address', 'phone', 'fax', 'email', 'businessNumber', 'mailOrderNumber', 'privacyOfficer', 'hostingProvider', 'csHours'] as const;

/** 사업자 정보 as a two-column table, with the 사업자정보확인 link beside the business number. */
export function BusinessInfoTable({ info }: { info: BusinessInfo }) {
  return (
    <table className="cs-business">
      <caption className="ui-visually-hidden">{M.caption}</caption>
      <tbody>
        {ROWS.map((key) => (
          <tr key={key}>
            <th scope="row">{M.rows[key]}</th>
            <td>
              {info[key]}
              {key === 'businessNumber' ? (
                <>
                  {' '}
                  <a href={info.businessCheckUrl} target="_blank" rel="noopener noreferrer" aria-label={M.checkLabel}>
                    {M.check}
                  </a>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
