import { useState, type ReactNode } from 'react';
import {
  Badge, Breadcrumb, Button, EmptyState, LabelList, Modal, MultilineText, Pagination, Price, ProductCard, QuantityStepper, SortSelect, Spinner, StarRating, Tabs,
  buttonClassName,
} from '@shop/ui';
import { messages } from '../../messages/ko.ts';

const M = messages.guide;

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = `guide-${title}`;
  return (
    <section className="cs-guide__section" aria-labelledby={id}>
      <h2 className="cs-company__heading" id={id}>
        {title}
      </h2>
      <div className="cs-guide__row">{children}</div>
    </section>
  );
}

/** /_guide: the living UI kit, every @shop/ui component in its states, rendered from the real components. */
export default function GuidePage() {
  const [quantity, setQuantity] = useState(2);
  const [modalOpen, setModalOpen] = useState(false);
  const card = { itemId: 1001, itemUserCode: 'P1001', itemName: M.cardItem, itemImage: '/upload/items/1001-1.webp', brand: M.brand, presentPrice: 12900, itemPrice: 16000 };
  return (
    <div className="cs-page cs-guide">
      <h1 className="cs-customer__title">{M.title}</h1>
      <p className="cs-customer__lead">{M.lead}</p>
      <Specimen title={M.buttons}>
        <Button>{M.primary}</Button>
        <Button variant="secondary">{M.secondary}</Button>
        <Button variant="outline">outline</Button>
        <Button variant="ghost">ghost</Button>
        <Button disabled>{M.disabled}</Button>
        <Button size="sm">{M.small}</Button>
        <Button size="lg">{M.large}</Button>
        <a className={buttonClassName({ variant: 'outline' })} href="/_guide">
          link
        </a>
      </Specimen>
      <Specimen title={M.badges}>
        <Badge>{M.sample}</Badge>
        <Badge tone="accent">accent</Badge>
        <Badge tone="dark">dark</Badge>
        <Badge tone="muted">muted</Badge>
      </Specimen>
      <Specimen title={M.labels}>
        <LabelList labels={[{ label: M.newLabel, color: '#1f2937' }, { label: M.bestLabel }]} />
      </Specimen>
      <Specimen title={M.card}>
        <div className="cs-guide__cards">
          <ProductCard item={{ ...card, labels: [{ label: M.newLabel }] }} />
          <ProductCard item={{ ...card, itemId: 1002, itemUserCode: 'P1002', itemName: M.cardSoldOut, itemSoldOutFlag: 'Y' }} />
        </div>
      </Specimen>
      <Specimen title={M.sort}>
        <SortSelect pageParam="guidePage" />
      </Specimen>
      <Specimen title={M.modal}>
        <Button variant="outline" onClick={() => setModalOpen(true)}>
          {M.openModal}
        </Button>
        <Modal open={modalOpen} title={M.modal} onClose={() => setModalOpen(false)} footer={<Button onClick={() => setModalOpen(false)}>{M.confirm}</Button>}>
          <p>{M.modalText}</p>
        </Modal>
      </Specimen>
      <Specimen title={M.price}>
        <Price price={8000} listPrice={10000} />
        <Price price={12900} size="lg" />
        <Price price={990} listPrice={1000} size="sm" />
      </Specimen>
      <Specimen title={M.stepper}>
        <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={5} label={M.stepperLabel} />
        <QuantityStepper value={1} onChange={() => undefined} disabled label={M.disabled} />
      </Specimen>
      <Specimen title={M.rating}>
        <StarRating score={5} />
        <StarRating score={3} />
        <StarRating score={0} />
      </Specimen>
      <Specimen title={M.pagination}>
        <Pagination currentPage={3} totalPages={12} pageParam="guidePage" />
      </Specimen>
      <Specimen title={M.tabs}>
        <Tabs label={M.tabs} items={[{ id: 'one', label: M.tabOne, content: <p>{M.tabOne}</p> }, { id: 'two', label: M.tabTwo, content: <p>{M.tabTwo}</p> }]} />
      </Specimen>
      <Specimen title={M.breadcrumb}>
        <Breadcrumb items={[{ label: M.home, href: '/' }, { label: M.sample }]} />
      </Specimen>
      <Specimen title={M.text}>
        <MultilineText text={M.multiline} />
      </Specimen>
      <Specimen title={M.spinner}>
        <Spinner size="sm" />
        <Spinner />
      </Specimen>
      <Specimen title={M.empty}>
        <EmptyState message={M.emptyText} />
      </Specimen>
    </div>
  );
}
