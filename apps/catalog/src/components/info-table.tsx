import { CATALOG_MESSAGES } from '../messages/ko.ts';

/** Rows of a table of facts: a label and its text. */
export type InfoRow = { title: string; description: string };

/** A seller's business details (판매자 정보), as the item and seller answers give them. */
export type SellerDetails = { representativeName: string; businessNumber: string; businessLocation: string; deliveryCompanyName: string };

/** The seller's details as table rows, leaving out the ones it has not given. */
function sellerRows(seller: SellerDetails): InfoRow[] {
  const m = CATALOG_MESSAGES.item;
  return [
    { title: m.representative, description: seller.representativeName },
    { title: m.businessNumber, description: seller.businessNumber },
    { title: m.businessLocation, description: seller.businessLocation },
    { title: m.deliveryCompany, description: seller.deliveryCompanyName },
  ].filter((row) => row.description !== '');
}

/** The table of the seller's business details under its caption, on the item page and the seller's shop alike. */
export function SellerInfoTable({ seller }: { seller: SellerDetails }) {
  return <InfoTable title={CATALOG_MESSAGES.item.sellerInfoTitle} rows={sellerRows(seller)} />;
}

/** A captioned table of facts; nothing when it has no rows. */
export function InfoTable({ title, rows }: { title: string; rows: ReadonlyArray<InfoRow> }) {
  if (rows.length === 0) return null;
  return (
    <table className="catalog-info-table">
      <caption className="catalog-info-table__caption">{title}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.title}`}>
            <th scope="row">{row.title}</th>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
