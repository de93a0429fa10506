import { lazy, Suspense, useState } from 'react';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';

const IslandLookupDialog = lazy(() => import('./island-lookup-dialog.tsx').then((m) => ({ default: m.IslandLookupDialog })));

/**
 * "도서산간 지역보기": looks up whether an address or zip code is in Jeju or on an island. The dialog's code comes
 * when it is first opened, and the dialog stays mounted afterwards (its search is kept between openings).
 */
export function IslandLookup() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="catalog-link-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {CATALOG_ITEM_MESSAGES.facts.islandLink}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <IslandLookupDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
