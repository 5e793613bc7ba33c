/**
 * The order request on `/order/:idx`: option, quantity, name, phone, an optional message and
 * the consent to using those details. The server checks everything again, and limits how many
 * requests one address may send.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { productsMessages } from '#shared/messages/products.ts';
import { ORDER_MESSAGE_MAX, ORDER_QUANTITY_MAX } from '#shared/order-limits.ts';
import type { ProductDetail } from '#shared/schemas/products.ts';
import { formatWon } from '#shared/won.ts';
import { Field } from '../../../components/ui/field.tsx';
import head from '../../../components/ui/section-head.module.css';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useCheckedForm } from '../../../components/ui/use-checked-form.ts';
import visitor from '../../../components/ui/visitor-form.module.css';
import { PrivacyConsent, VisitorSubmit } from '../../../components/ui/visitor-form-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { useSendOrder } from '../api/orders-api.ts';
import { checkOrder, type OrderField, type OrderInput, orderFields } from '../lib/check-order.ts';
import styles from './order-request-form.module.css';

/** The Korean words of this form's refusals: the products' own and the common ones. */
const messages: Record<string, string> = { ...commonMessages, ...productsMessages };
const quantities = Array.from({ length: ORDER_QUANTITY_MAX }, (_, index) => index + 1);
/** The server's refusals that belong to one field, said next to it. */
const fieldCodes: Record<string, OrderField> = {
  'orders.option_required': 'option',
  'orders.option_unknown': 'option',
  'orders.quantity_invalid': 'quantity',
  'orders.name_required': 'name',
  'orders.phone_format': 'phone',
  'orders.consent_required': 'consent',
};

/**
 * The fields are the browser's own (uncontrolled) and read when the form is sent, so what
 * someone types before the page's script has started is kept.
 */
function readForm(form: HTMLFormElement, productIdx: number): OrderInput {
  const field = (name: OrderField) => form.elements.namedItem(name) as HTMLInputElement | null;
  return {
    productIdx,
    option: field('option')?.value ?? '',
    quantity: Number(field('quantity')?.value ?? 1),
    name: field('name')?.value ?? '',
    phone: field('phone')?.value ?? '',
    message: field('message')?.value ?? '',
    consent: field('consent')?.checked === true,
  };
}

export function OrderRequestForm({ product }: { product: ProductDetail }) {
  const id = useId();
  const send = useSendOrder();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const hasOptions = product.optionList.length > 0;

  const { submit, message, formError, sending } = useCheckedForm({
    fields: orderFields,
    messages,
    fieldOfCode: fieldCodes,
    check: (form) => checkOrder(readForm(form, product.idx), { hasOptions }),
    send: send.mutateAsync,
    sendPending: send.isPending,
    onSent: (values) => {
      setSentTo(values.phone);
      setQuantity(1);
    },
  });

  if (sentTo) {
    return (
      <div className={styles.sent} role="status">
        <p className={visitor.sentTitle}>주문 요청을 보냈습니다.</p>
        <p>
          학원에서 확인한 뒤 <strong>{sentTo}</strong>(으)로 연락드리겠습니다. 결제와 수령은 학원에서 안내해
          드립니다.
        </p>
        <div className={styles.sentActions}>
          <Link className="button button-secondary" to={paths.order.list}>
            다른 상품 보기
          </Link>
          <button type="button" className="button" onClick={() => setSentTo(null)}>
            한 번 더 요청하기
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={head.title}>
        주문 요청
      </h2>
      <p className={head.intro}>
        요청을 남겨 주시면 학원에서 재고를 확인한 뒤 전화나 문자로 연락드립니다. 결제는 학원에서 합니다.
      </p>
      <div className={visitor.row}>
        {hasOptions ? (
          <Field id={`${id}-option`} label="옵션" error={message('option')}>
            {(control) => (
              <select {...control} name="option" defaultValue="">
                <option value="">옵션을 선택해 주세요</option>
                <SelectOptions values={product.optionList} />
              </select>
            )}
          </Field>
        ) : null}
        <Field id={`${id}-quantity`} label="수량" error={message('quantity')}>
          {(control) => (
            <select
              {...control}
              name="quantity"
              defaultValue="1"
              onChange={(event) => setQuantity(Number(event.target.value) || 1)}
            >
              <SelectOptions values={quantities} label={(count) => <>{count}개</>} />
            </select>
          )}
        </Field>
      </div>
      <p className={styles.total}>
        합계 <strong>{formatWon(product.price * quantity)}</strong>
      </p>
      <div className={visitor.row}>
        <Field id={`${id}-name`} label="이름" error={message('name')}>
          {(control) => <input {...control} name="name" autoComplete="name" />}
        </Field>
        <Field id={`${id}-phone`} label="전화번호" hint="예: 010-1234-5678" error={message('phone')}>
          {(control) => <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" />}
        </Field>
      </div>
      <Field id={`${id}-message`} label="요청 사항 (선택)" error={message('message')}>
        {(control) => <textarea {...control} name="message" rows={3} maxLength={ORDER_MESSAGE_MAX} />}
      </Field>
      <PrivacyConsent
        id={`${id}-consent`}
        error={message('consent')}
        purpose="주문 확인 연락을 위해 이름과 전화번호를 받습니다."
      />
      <VisitorSubmit
        label="주문 요청 보내기"
        sending={sending}
        formError={formError}
        className={styles.submit}
      />
    </form>
  );
}
