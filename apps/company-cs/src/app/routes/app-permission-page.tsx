import { messages } from '../../messages/ko.ts';

const M = messages.appPermission;

/** /app/permission (sub): what the app webview asks permission for, and why. */
export default function AppPermissionPage() {
  return (
    <div className="cs-page">
      <h1 className="cs-customer__title">{M.title}</h1>
      <p className="cs-customer__lead">{M.lead}</p>
      {(['required', 'optional'] as const).map((group) => (
        <section className="cs-company__section" key={group} aria-labelledby={`permission-${group}`}>
          <h2 className="cs-company__heading" id={`permission-${group}`}>
            {M[group]}
          </h2>
          <dl className="cs-company__items">
            {M.items[group].map((item) => (
              <div key={item.name}>
                <dt>{item.name}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="cs-company__note">{M.settings}</p>
    </div>
  );
}
