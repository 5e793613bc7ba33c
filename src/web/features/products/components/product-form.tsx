/**
 * Registering or editing a product (spec §2 "Product registration", §4): 상품명, image, 가격 as
 * whole won, options, 저장, and a red 취소 that returns to `/order`, asking first when
 * something was typed. The shared schema checks the form before the server checks it again.
 */

import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { PRODUCT_NAME_MAX, type ProductDetail, saveProductRequest } from '#shared/schemas/products.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { LEAVE_MESSAGE, useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveProduct } from '../api/products-api.ts';
import { ImagePicker } from './image-picker.tsx';
import { OptionEditor } from './option-editor.tsx';
import styles from './product-form.module.css';

type Field = 'name' | 'price' | 'optionList' | 'imgUrl';
type Errors = Partial<Record<Field, string>>;

/** "25,000" and "25000" are the same price; anything else is left for the schema to refuse. */
function readPrice(text: string): number | string | undefined {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return undefined;
  return /^\d{1,12}$/.test(plain) ? Number(plain) : plain;
}

const fieldOfCode = (code: string): Field | null =>
  code.startsWith('products.price') ? 'price' : code === 'products.image_invalid' ? 'imgUrl' : null;

export function ProductForm({ product }: { product?: ProductDetail }) {
  const id = useId();
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [imgUrl, setImgUrl] = useState<string | null>(product?.imgUrl ?? null);
  const [options, setOptions] = useState<string[]>(product?.optionList ?? []);
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProduct(product?.idx);
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  useUnsavedChangesGuard(dirty && !save.isSuccess);

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };
  const onImage = useCallback((url: string | null) => {
    setImgUrl(url);
    setDirty(true);
  }, []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = saveProductRequest.safeParse({
      name,
      price: readPrice(price),
      imgUrl,
      optionList: options,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= isErrorCode(issue.message) ? messageFor(issue.message) : messageFor('invalid_input');
      }
      setErrors(found);
      // Take the person to the first field to fix (the image and options have their own focus).
      const first = (['name', 'price'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const { idx } = await save.mutateAsync(parsed.data);
      toast.success(product ? '상품을 고쳤습니다.' : '상품을 등록했습니다.');
      navigate(paths.order.detail(idx));
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldOfCode(failure.code) : null;
      if (field && failure instanceof ApiError) setErrors({ [field]: failure.message });
      else setFormError(failure instanceof Error ? failure.message : messageFor('internal'));
    }
  };

  const onCancel = async () => {
    if (dirty && !(await confirm(LEAVE_MESSAGE, { confirmLabel: '떠나기' }))) return;
    setDirty(false);
    navigate(product ? paths.order.detail(product.idx) : paths.order.list);
  };

  const errorLine = (field: Field) => <FieldError inputId={`${id}-${field}`} message={errors[field]} />;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>상품명</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={PRODUCT_NAME_MAX + 20}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => changed(setName)(event.target.value)}
        />
        {errorLine('name')}
      </div>
      <ImagePicker value={imgUrl} onChange={onImage} onUploadingChange={setUploading} />
      {errorLine('imgUrl')}
      <div className="field">
        <label htmlFor={`${id}-price`}>가격</label>
        <div className={styles.price}>
          <input
            id={`${id}-price`}
            value={price}
            inputMode="numeric"
            autoComplete="off"
            placeholder="25000"
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={[`${id}-price-hint`, errors.price && `${id}-price-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => changed(setPrice)(event.target.value)}
          />
          <span aria-hidden="true">원</span>
        </div>
        <p id={`${id}-price-hint`} className="field-hint">
          원 단위 숫자만 입력해 주세요.
        </p>
        {errorLine('price')}
      </div>
      <OptionEditor options={options} onChange={changed(setOptions)} error={errors.optionList} />
      <div className={styles.actions}>
        <button type="button" className="button button-danger" onClick={() => void onCancel()}>
          취소
        </button>
        <button type="submit" className="button" disabled={save.isPending || uploading}>
          {save.isPending ? '저장 중...' : uploading ? '이미지 올리는 중...' : '저장'}
        </button>
      </div>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}
