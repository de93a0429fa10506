import { useId, type FormEvent } from 'react';
import { useNavigate } from '@shop/router';
import type { PolicyVersions } from '@shop/api-client';
import { Button } from '@shop/ui';
import { formatWireDate } from '../../../lib/dates.ts';
import { formValue } from '../../../lib/form-value.ts';
import { messages } from '../../../messages/ko.ts';

const M = messages.policy;

/** Whether a version is the one in force, announced for a later day (시행 예정), or an earlier one. */
export const versionWhen = (version: Pick<PolicyVersions['versions'][number], 'current' | 'upcoming'>): 'current' | 'upcoming' | 'past' =>
  version.current ? 'current' : version.upcoming ? 'upcoming' : 'past';

/** The version selector: a GET form (works before hydration), navigated in place once the page is live. */
export function VersionSelect({ versions, selectedId }: { versions: PolicyVersions['versions']; selectedId: number }) {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`?version=${formValue(event.currentTarget, 'version')}`);
  };
  return (
    <form className="cs-version" method="get" onSubmit={onSubmit}>
      <label htmlFor={id}>{M.versionLabel}</label>
      <select id={id} name="version" defaultValue={String(selectedId)} key={selectedId}>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {M.versionOption(formatWireDate(v.effectiveDate), versionWhen(v))}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="sm">
        {M.showVersion}
      </Button>
    </form>
  );
}
