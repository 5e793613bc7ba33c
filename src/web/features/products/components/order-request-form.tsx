/**
 * The order request on `/order/:idx`: option, quantity, name, phone, an optional message and
 * the consent to using those details. The server checks everything again, and limits how many
 * requests one address may send.
 */
import { useId, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { productsMessages } from '#shared/messages/products.ts';
import { ORDER_MESSAGE_MAX, ORDER_QUANTITY_MAX } from '#shared/order-limits.ts';
import type { CreateOrderRequest, OrderValues, ProductDetail } from '#shared/schemas/products.ts';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendOrder } from '../api/orders-api.ts';
import { formatWon } from '../lib/format.ts';
import styles from './order-request-form.module.css';

type Field = FieldPath<CreateOrderRequest>;

/**
 * The order's schema checks the form when it is sent. It comes with zod, the largest part of
 * this page's script, so it is fetched then rather than with the page (and is cached after).
 */
const checkOrder: Resolver<CreateOrderRequest, unknown, OrderValues> = async (values, context, options) => {
  const [{ zodResolver }, { createOrderRequest }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/products.ts'),
  ]);
  return zodResolver(createOrderRequest)(values, context, options);
};

/** The Korean words of this form's refusals: the products' own and the common ones. */
const messages: Record<string, string> = { ...commonMessages, ...productsMessages };
const quantities = Array.from({ length: ORDER_QUANTITY_MAX }, (_, index) => index + 1);
const fieldCodes: Record<string, Field> = {
  'orders.option_required': 'option',
  'orders.option_unknown': 'option',
  'orders.quantity_invalid': 'quantity',
  'orders.name_required': 'name',
  'orders.phone_format': 'phone',
  'orders.consent_required': 'consent',
};

export function OrderRequestForm({ product }: { product: ProductDetail }) {
  const id = useId();
  const send = useSendOrder();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const hasOptions = product.optionList.length > 0;
  const { register, handleSubmit, setError, watch, reset, formState } = useForm<
    CreateOrderRequest,
    unknown,
    OrderValues
  >({
    resolver: checkOrder,
    defaultValues: { productIdx: product.idx, option: '', quantity: 1, name: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;
  const quantity = Number(watch('quantity')) || 1;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (hasOptions && values.option === null) {
      setError('option', { message: 'orders.option_required' }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync(values);
      setSentTo(values.phone);
      reset();
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldCodes[failure.code] : undefined;
      if (field && failure instanceof ApiError)
        setError(field, { message: failure.code }, { shouldFocus: true });
      else setFormError(failure instanceof Error ? failure.message : messages.internal!);
    }
  });

  if (sentTo) {
    return (
      <div className={styles.sent} role="status">
        <p className={styles.sentTitle}>주문 요청을 보냈습니다.</p>
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

  const message = (name: Field): string | null => {
    const code = errors[name]?.message;
    if (!code) return null;
    return messages[code] ?? code;
  };
  const describe = (name: Field, hint?: boolean) =>
    [hint && `${id}-${name}-hint`, message(name) && `${id}-${name}-error`].filter(Boolean).join(' ') ||
    undefined;
  const errorLine = (name: Field) =>
    message(name) ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {message(name)}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        주문 요청
      </h2>
      <p className={styles.intro}>
        요청을 남겨 주시면 학원에서 재고를 확인한 뒤 전화나 문자로 연락드립니다. 결제는 학원에서 합니다.
      </p>
      <div className={styles.row}>
        {hasOptions ? (
          <div className="field">
            <label htmlFor={`${id}-option`}>옵션</label>
            <select
              id={`${id}-option`}
              aria-invalid={errors.option ? true : undefined}
              aria-describedby={describe('option')}
              {...register('option')}
            >
              <option value="">옵션을 선택해 주세요</option>
              {product.optionList.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {errorLine('option')}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-quantity`}>수량</label>
          <select
            id={`${id}-quantity`}
            aria-describedby={describe('quantity')}
            {...register('quantity', { valueAsNumber: true })}
          >
            {quantities.map((count) => (
              <option key={count} value={count}>
                {count}개
              </option>
            ))}
          </select>
          {errorLine('quantity')}
        </div>
      </div>
      <p className={styles.total}>
        합계 <strong>{formatWon(product.price * quantity)}</strong>
      </p>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor={`${id}-name`}>이름</label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe('name')}
            {...register('name')}
          />
          {errorLine('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>전화번호</label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describe('phone', true)}
            {...register('phone')}
          />
          <p id={`${id}-phone-hint`} className="field-hint">
            예: 010-1234-5678
          </p>
          {errorLine('phone')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>요청 사항 (선택)</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={ORDER_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message')}
          {...register('message')}
        />
        {errorLine('message')}
      </div>
      <div className={styles.consent}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={[`${id}-consent-hint`, describe('consent')].filter(Boolean).join(' ')}
          {...register('consent')}
        />
        <label htmlFor={`${id}-consent`}>개인정보 수집·이용 동의 (필수)</label>
        <p id={`${id}-consent-hint`} className={styles.consentHint}>
          주문 확인 연락을 위해 이름과 전화번호를 받습니다. 자세한 내용은{' '}
          <Link to={paths.privacy}>개인정보처리방침</Link>을 확인해 주세요.
        </p>
        {errorLine('consent')}
      </div>
      <button type="submit" className={`button button-accent ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? '보내는 중...' : '주문 요청 보내기'}
      </button>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}
