import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type * as ui from '@shop/ui';
import type * as postcode from '@shop/ui/postcode';
import type * as postcodeSearch from '@shop/ui/postcode-search';
import type * as sort from '@shop/ui/sort';
import {
  Badge, Breadcrumb, Button, Countdown, EmptyState, LabelList, Modal, MultilineText, Pagination, Price, ProductCard, ProductGrid, QuantityStepper, ShopImage,
  SortSelect, Spinner, StarRating, Tabs, buttonClassName, useDialog, useToast, type ProductCardItem, type SortKey,
} from '@shop/ui';
import { usePostcodeSearch } from '@shop/ui/postcode-search';
import { messages } from '../../messages/ko.ts';
import { LazyNote } from './lazy-note.tsx';

const M = messages.guide;
const S = M.state;

/**
 * A name an entry point of `@shop/ui` exports (checked: a section cannot name an export that does not exist): the
 * main entry's names as they are, another entry's as `<entry>:<name>` (`postcode-search:usePostcodeSearch`).
 */
export type UiExport =
  | keyof typeof ui
  | `sort:${keyof typeof sort}`
  | `postcode:${keyof typeof postcode}`
  | `postcode-search:${keyof typeof postcodeSearch}`;

/** One section of /_guide: the exports it shows and the component that shows them in their states. */
export type GuideSection = { id: string; title: string; exports: readonly UiExport[]; Specimen: ComponentType };

/** One state of a component, captioned. */
function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="cs-guide__state">
      <div className="cs-guide__sample">{children}</div>
      <figcaption className="cs-guide__caption">{label}</figcaption>
    </figure>
  );
}

const CARD: ProductCardItem = { itemId: 1001, itemUserCode: 'P1001', itemName: M.cardItem, itemImage: '/upload/items/1001-1.webp', brand: M.brand, presentPrice: 12900, itemPrice: 16000 };
const GRID: ProductCardItem[] = [1001, 1002, 1003, 1004].map((itemId, index) => ({
  ...CARD, itemId, itemUserCode: `P${itemId}`, itemImage: `/upload/items/${itemId}-1.webp`, itemName: `${M.cardItem} ${index + 1}`, presentPrice: 9900 + index * 1000,
}));
/** 3 days 04:05:06, fixed so that the server and the browser render the same start. */
const COUNTDOWN_RUNNING = ((3 * 24 + 4) * 60 + 5) * 60 + 6;

function Buttons() {
  return (
    <>
      <State label={S.variants}>
        <Button>{M.primary}</Button>
        <Button variant="secondary">{M.secondary}</Button>
        <Button variant="outline">outline</Button>
        <Button variant="ghost">ghost</Button>
      </State>
      <State label={`${S.small} / ${S.default} / ${S.large}`}>
        <Button size="sm">{M.small}</Button>
        <Button>{M.primary}</Button>
        <Button size="lg">{M.large}</Button>
      </State>
      <State label={S.disabled}>
        <Button disabled>{M.disabled}</Button>
        <Button variant="outline" disabled>
          {M.disabled}
        </Button>
      </State>
      <State label={S.loading}>
        <Button disabled aria-busy="true">
          <Spinner size="sm" label={M.saving} /> {M.saving}
        </Button>
      </State>
      <State label={S.link}>
        <a className={buttonClassName({ variant: 'outline' })} href="/_guide">
          {M.home}
        </a>
      </State>
      <State label={S.block}>
        <div className="cs-guide__wide">
          <Button block>{M.block}</Button>
        </div>
      </State>
    </>
  );
}

function Badges() {
  return (
    <>
      <State label={S.variants}>
        <Badge>{M.sample}</Badge>
        <Badge tone="accent">accent</Badge>
        <Badge tone="dark">dark</Badge>
        <Badge tone="muted">muted</Badge>
      </State>
      <State label={S.apiColor}>
        <LabelList labels={[{ label: M.newLabel, color: '#1f2937' }, { label: M.bestLabel, color: '#e11d48' }, { label: M.sample }]} />
      </State>
      <State label={S.empty}>
        <LabelList labels={[]} />
      </State>
    </>
  );
}

function Cards() {
  return (
    <div className="cs-guide__cards">
      <State label={S.discount}>
        <ProductCard item={{ ...CARD, labels: [{ label: M.newLabel }] }} />
      </State>
      <State label={S.soldOut}>
        <ProductCard item={{ ...CARD, itemId: 1002, itemUserCode: 'P1002', itemName: M.cardSoldOut, itemSoldOutFlag: 'Y' }} />
      </State>
      <State label={S.withAction}>
        <ProductCard item={{ ...CARD, itemId: 1003, itemUserCode: 'P1003', itemPrice: undefined, presentPrice: 8900 }} action={<Badge tone="accent">{M.newLabel}</Badge>} />
      </State>
    </div>
  );
}

function Grid() {
  return (
    <>
      <State label={S.default}>
        <ProductGrid items={GRID} label={M.gridLabel} />
      </State>
      <State label={S.empty}>
        {/* An empty list renders no cards: the page shows its EmptyState instead. */}
        <ProductGrid items={[]} label={`${M.gridLabel} (${S.empty})`} />
        <EmptyState message={M.emptyText} />
      </State>
    </>
  );
}

function Images() {
  return (
    <>
      <State label={S.default}>
        <ShopImage src="/upload/items/1001-1.webp" alt={M.imageAlt} width={160} height={160} />
      </State>
      <State label={S.placeholder}>
        <ShopImage src="" alt={M.imageAlt} width={160} height={160} />
      </State>
    </>
  );
}

function Prices() {
  return (
    <>
      <State label={S.discount}>
        <Price price={8000} listPrice={10000} />
      </State>
      <State label={S.noDiscount}>
        <Price price={12900} size="lg" />
      </State>
      <State label={S.small}>
        <Price price={990} listPrice={1000} size="sm" />
      </State>
    </>
  );
}

function Steppers() {
  const [quantity, setQuantity] = useState(2);
  return (
    <>
      <State label={S.default}>
        <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={5} label={M.stepperLabel} />
      </State>
      <State label={S.min}>
        <QuantityStepper value={1} onChange={() => undefined} min={1} max={5} label={`${M.stepperLabel} (${S.min})`} />
      </State>
      <State label={S.max}>
        <QuantityStepper value={5} onChange={() => undefined} min={1} max={5} label={`${M.stepperLabel} (${S.max})`} />
      </State>
      <State label={S.disabled}>
        <QuantityStepper value={1} onChange={() => undefined} disabled label={`${M.stepperLabel} (${S.disabled})`} />
      </State>
    </>
  );
}

function Ratings() {
  return (
    <>
      <State label={S.full}>
        <StarRating score={5} />
      </State>
      <State label={S.half}>
        <StarRating score={3} />
      </State>
      <State label={S.none}>
        <StarRating score={0} />
      </State>
    </>
  );
}

function Countdowns() {
  const [ended, setEnded] = useState(false);
  return (
    <>
      <State label={S.running}>
        <Countdown remainingSeconds={COUNTDOWN_RUNNING} />
      </State>
      <State label={S.endsSoon}>
        <Countdown remainingSeconds={10} onEnd={() => setEnded(true)} />
        {ended ? <span className="cs-guide__note">{M.countdownEnded}</span> : null}
      </State>
      <State label={S.ended}>
        <Countdown remainingSeconds={0} />
      </State>
    </>
  );
}

function Paginations() {
  return (
    <>
      <State label={S.first}>
        <Pagination currentPage={1} totalPages={5} pageParam="guideFirstPage" />
      </State>
      <State label={S.middle}>
        <Pagination currentPage={3} totalPages={12} pageParam="guidePage" />
      </State>
      <State label={S.onePage}>
        <Pagination currentPage={1} totalPages={1} pageParam="guideOnePage" />
      </State>
    </>
  );
}

function Sorting() {
  const [chosen, setChosen] = useState<SortKey>('SALE_PRICE_ASC');
  return (
    <>
      <State label={S.default}>
        <SortSelect pageParam="guidePage" />
      </State>
      <State label={S.chosen}>
        <SortSelect value={chosen} onChange={setChosen} />
      </State>
    </>
  );
}

function TabSet() {
  const items = [
    { id: 'one', label: M.tabOne, content: <p>{M.tabOne}</p> },
    { id: 'two', label: M.tabTwo, content: <p>{M.tabTwo}</p> },
    { id: 'three', label: M.tabThree, content: <p>{M.tabThree}</p> },
  ];
  return (
    <>
      <State label={S.default}>
        <Tabs label={M.tabs} items={items} />
      </State>
      <State label={S.selected}>
        <Tabs label={`${M.tabs} (${S.selected})`} items={items.map((item) => ({ ...item, id: `selected-${item.id}` }))} defaultSelectedId="selected-two" />
      </State>
    </>
  );
}

function Breadcrumbs() {
  return (
    <>
      <State label={S.default}>
        <Breadcrumb items={[{ label: M.home, href: '/' }, { label: M.category, href: '/_guide' }, { label: M.sample }]} />
      </State>
      <State label={S.belowItem}>
        <Breadcrumb items={[{ label: M.home, href: '/' }, { label: M.category, href: '/_guide' }]} lastIsCurrent={false} />
      </State>
    </>
  );
}

function Texts() {
  return (
    <State label={S.default}>
      <p>
        <MultilineText text={M.multiline} />
      </p>
    </State>
  );
}

function Spinners() {
  return (
    <State label={`${S.small} / ${S.default} / ${S.large}`}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" />
    </State>
  );
}

function Empties() {
  return (
    <>
      <State label={S.default}>
        <EmptyState message={M.emptyText} />
      </State>
      <State label={S.withAction}>
        <EmptyState message={M.emptyText} description={M.emptyDescription} homeLink>
          <Button variant="outline" size="sm">
            {M.emptyAction}
          </Button>
        </EmptyState>
      </State>
    </>
  );
}

const MODAL_SIZES = ['sm', 'md', 'lg'] as const;

function ModalSpecimen() {
  const [open, setOpen] = useState(false);
  const [sized, setSized] = useState<(typeof MODAL_SIZES)[number] | null>(null);
  return (
    <>
      <State label={open ? S.open : S.closed}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {M.openModal}
        </Button>
        <Modal open={open} title={M.modal} onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>{M.confirm}</Button>}>
          <p>{M.modalText}</p>
        </Modal>
      </State>
      <State label={S.sizes}>
        {MODAL_SIZES.map((size) => (
          <Button key={size} variant="outline" size="sm" onClick={() => setSized(size)}>
            {M.openModalSized(size)}
          </Button>
        ))}
        <Modal open={sized !== null} size={sized ?? 'sm'} title={M.modalSized(sized ?? 'sm')} onClose={() => setSized(null)}>
          <p>{M.modalText}</p>
        </Modal>
      </State>
    </>
  );
}

/**
 * The address search of the address forms: the button loads Daum's postcode window (`@shop/ui/postcode`, loaded
 * only on the click); where it cannot load (no network, blocked), the hook's fallback asks for the address by hand.
 */
function PostcodeSpecimen() {
  const id = useId();
  const ids = { zipcode: `${id}-zipcode`, address: `${id}-address`, addressDetail: `${id}-detail` };
  const [found, setFound] = useState({ zipcode: '', address: '' });
  const postcode = usePostcodeSearch(ids, setFound);
  return (
    <State label={postcode.failed ? S.fallback : S.default}>
      <div className="cs-form cs-guide__form">
        <div className="cs-form__field">
          <label htmlFor={ids.zipcode}>{M.zipcode}</label>
          <input id={ids.zipcode} value={found.zipcode} onChange={(event) => setFound({ ...found, zipcode: event.target.value })} />
          <Button variant="secondary" size="sm" onClick={() => void postcode.search()}>
            {M.searchAddress}
          </Button>
        </div>
        <div className="cs-form__field">
          <label htmlFor={ids.address}>{M.address}</label>
          <input id={ids.address} value={found.address} onChange={(event) => setFound({ ...found, address: event.target.value })} />
        </div>
        <div className="cs-form__field">
          <label htmlFor={ids.addressDetail}>{M.addressDetail}</label>
          <input id={ids.addressDetail} />
        </div>
        <p className="cs-form__help" role={postcode.failed ? 'status' : undefined}>
          {postcode.failed ? M.postcodeUnavailable : M.postcodeNote}
        </p>
      </div>
    </State>
  );
}

function DialogSpecimen() {
  const { alert, confirm, dialog } = useDialog();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <State label={S.alert}>
        <Button variant="outline" onClick={() => void alert(M.alertText)}>
          {M.openAlert}
        </Button>
      </State>
      <State label={S.confirm}>
        <Button variant="outline" onClick={() => void confirm(M.confirmText).then((ok) => setAnswer(ok ? M.confirmed : M.cancelled))}>
          {M.openConfirm}
        </Button>
        <span className="cs-guide__note" data-testid="guide-confirm-answer">
          {answer}
        </span>
      </State>
      {dialog}
    </>
  );
}

function ToastSpecimen() {
  const { show, toast } = useToast();
  return (
    <State label={S.toast}>
      <Button variant="outline" onClick={() => show(M.toastText)}>
        {M.showToast}
      </Button>
      {toast}
    </State>
  );
}

function LazySpecimen() {
  return (
    <State label={S.lazy}>
      <LazyNote text={M.lazyText} />
    </State>
  );
}

/**
 * Every section of /_guide, in order. Each names the `@shop/ui` exports it renders; guide-sections.test.tsx fails
 * when a component or hook the package exports is in no section (or a section names a removed export).
 */
export const GUIDE_SECTIONS: readonly GuideSection[] = [
  { id: 'buttons', title: M.buttons, exports: ['Button', 'buttonClassName'], Specimen: Buttons },
  { id: 'badges', title: M.badges, exports: ['Badge', 'LabelList'], Specimen: Badges },
  { id: 'card', title: M.card, exports: ['ProductCard'], Specimen: Cards },
  { id: 'grid', title: M.grid, exports: ['ProductGrid'], Specimen: Grid },
  { id: 'image', title: M.image, exports: ['ShopImage'], Specimen: Images },
  { id: 'price', title: M.price, exports: ['Price'], Specimen: Prices },
  { id: 'stepper', title: M.stepper, exports: ['QuantityStepper'], Specimen: Steppers },
  { id: 'rating', title: M.rating, exports: ['StarRating'], Specimen: Ratings },
  { id: 'countdown', title: M.countdown, exports: ['Countdown'], Specimen: Countdowns },
  { id: 'sort', title: M.sort, exports: ['SortSelect'], Specimen: Sorting },
  { id: 'pagination', title: M.pagination, exports: ['Pagination'], Specimen: Paginations },
  { id: 'tabs', title: M.tabs, exports: ['Tabs'], Specimen: TabSet },
  { id: 'breadcrumb', title: M.breadcrumb, exports: ['Breadcrumb'], Specimen: Breadcrumbs },
  { id: 'text', title: M.text, exports: ['MultilineText'], Specimen: Texts },
  { id: 'spinner', title: M.spinner, exports: ['Spinner'], Specimen: Spinners },
  { id: 'empty', title: M.empty, exports: ['EmptyState'], Specimen: Empties },
  { id: 'modal', title: M.modal, exports: ['Modal'], Specimen: ModalSpecimen },
  { id: 'dialog', title: M.dialog, exports: ['useDialog'], Specimen: DialogSpecimen },
  { id: 'toast', title: M.toast, exports: ['useToast'], Specimen: ToastSpecimen },
  { id: 'postcode', title: M.postcode, exports: ['postcode-search:usePostcodeSearch', 'postcode:searchAddress'], Specimen: PostcodeSpecimen },
  { id: 'lazy', title: M.lazy, exports: ['lazySection', 'withSections'], Specimen: LazySpecimen },
];
