import { useLoaderData } from '@shop/router';
import { formatWon } from '@shop/validators';
import type { loadGrade } from '../../features/activity/api/load-activity.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.grade;

/** /account/grade: 나의 등급/혜택 with the member's progress and the table of grades. */
export default function GradePage() {
  const { grade } = useLoaderData<typeof loadGrade>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.grade}</h1>
      <section className="mypage-summary" aria-label={pageMessages.titles.grade}>
        <p data-testid="grade-current"><strong>{copy.current(grade.userLevel.levelName)}</strong></p>
        <p>{copy.total(formatWon(grade.totalPurchase))}</p>
        <p>{grade.nextLevel ? copy.next(grade.nextLevel.levelName, formatWon(grade.nextLevel.remaining)) : copy.top}</p>
        {grade.nextLevel ? (
          <progress max={grade.totalPurchase + grade.nextLevel.remaining} value={grade.totalPurchase} aria-label={copy.next(grade.nextLevel.levelName, formatWon(grade.nextLevel.remaining))} />
        ) : null}
      </section>
      <table className="mypage-table">
        <caption>{copy.table}</caption>
        <thead><tr><th scope="col">{copy.level}</th><th scope="col">{copy.condition}</th><th scope="col">{copy.pointRate}</th><th scope="col">{copy.discountRate}</th></tr></thead>
        <tbody>
          {grade.list.map((l) => (
            <tr key={l.levelId} aria-current={l.levelId === grade.userLevel.levelId ? 'true' : undefined}>
              <th scope="row">{l.levelName}</th><td>{copy.from(formatWon(l.priceStart))}</td><td>{copy.percent(l.pointRate)}</td><td>{copy.percent(l.discountRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mypage-form__note">{copy.rules}</p>
    </MypageFrame>
  );
}
