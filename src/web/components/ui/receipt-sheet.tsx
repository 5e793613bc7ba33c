import type { ReactNode } from 'react';
import type { Receipt } from '#shared/schemas/students.ts';

/** The classes of the page's own stylesheet: the staff copy is made to print, the family's to read. */
type ReceiptClasses = Partial<
  Record<'toolbar' | 'receipt' | 'title' | 'number' | 'rows' | 'row' | 'studio' | 'studioName', string>
>;

/**
 * A payment's receipt as the studio and the family both show it (학원법 §15): a print button,
 * the title and number, the rows and the studio's details. `back` leaves the page; `marks`
 * stand under the number and `children` under the rows, where the two copies differ.
 */
export function ReceiptSheet({
  classes,
  back,
  payment,
  rows,
  studio,
  titleNote,
  marks,
  children,
}: {
  classes: ReceiptClasses;
  back: ReactNode;
  payment: Pick<Receipt['payment'], 'id' | 'kind'>;
  rows: [label: string, value: string][];
  studio: Receipt['studio'];
  titleNote?: ReactNode;
  marks?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className={classes.toolbar}>
        <button type="button" className="button" onClick={() => window.print()}>
          인쇄
        </button>
        {back}
      </div>
      <article className={classes.receipt} aria-labelledby="receipt-title">
        <h1 id="receipt-title" className={classes.title}>
          {payment.kind === 'refund' ? '환불 영수증' : '교습비 영수증'}
          {titleNote}
        </h1>
        <p className={classes.number}>No. {payment.id}</p>
        {marks}
        <dl className={classes.rows}>
          {rows.map(([label, value]) => (
            <div key={label} className={classes.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
        <footer className={classes.studio}>
          <p className={classes.studioName}>{studio.name}</p>
          <p>대표자 {studio.representative}</p>
          <p>사업자등록번호 {studio.businessNumber}</p>
          <p>{studio.address}</p>
          <p>전화 {studio.phone}</p>
        </footer>
      </article>
    </>
  );
}
