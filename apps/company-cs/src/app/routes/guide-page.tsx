import { GUIDE_SECTIONS, type GuideSection } from '../../features/guide/guide-sections.tsx';
import { messages } from '../../messages/ko.ts';

const M = messages.guide;

function Section({ section }: { section: GuideSection }) {
  const headingId = `guide-${section.id}`;
  const { Specimen } = section;
  return (
    <section className="cs-guide__section" aria-labelledby={headingId} data-guide-section={section.id}>
      <h2 className="cs-company__heading" id={headingId}>
        {section.title}
      </h2>
      <p className="cs-guide__exports">{M.exportsOf(section.exports.join(', '))}</p>
      <div className="cs-guide__row">
        <Specimen />
      </div>
    </section>
  );
}

/** /_guide: the living UI kit, every @shop/ui component and hook in its states, rendered from the real components. */
export default function GuidePage() {
  return (
    <div className="ui-container cs-page cs-page--own-frame cs-guide">
      <h1 className="cs-customer__title">{M.title}</h1>
      <p className="cs-customer__lead">{M.lead}</p>
      <nav className="cs-guide__toc" aria-label={M.contents}>
        <ul>
          {GUIDE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#guide-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {GUIDE_SECTIONS.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
