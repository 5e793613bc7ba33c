/**
 * `/order/:idx` (spec §2 "Product detail"): image, name, price and options, the order request
 * form, and for staff the edit and delete buttons. A product that is not there gets a Korean
 * not-found page, never empty values.
 */
import { useParams } from 'react-router';
import { formatWon } from '#shared/won.ts';
import { Island } from '../../../components/island.tsx';
import { ItemActions } from '../../../components/ui/item-actions.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { useDeleteProduct, useProduct } from '../api/products-api.ts';
import { OrderRequestForm } from '../components/order-request-form.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ProductNotFound } from '../components/product-not-found.tsx';
import { parseIdx } from '../lib/format.ts';
import styles from './product-detail-page.module.css';

export function ProductDetailPage() {
  const idx = parseIdx(useParams().idx);
  const product = useProduct(idx ?? 0, idx !== null);
  const staff = isStaff(useSession().data);
  const remove = useDeleteProduct();

  if (idx === null || isNotFound(product.error)) return <ProductNotFound />;
  if (product.isPending) return <PageLoading label="상품을 불러오는 중..." />;
  if (product.isError) {
    return (
      <Page title="주문">
        <LoadFailed
          className={styles.notice}
          message={product.error.message}
          retry={() => void product.refetch()}
        />
      </Page>
    );
  }

  const data = product.data;
  return (
    <Page title={data.name}>
      <div className={styles.summary}>
        {/* spec §9: 200px wide at every layout width (product-detail-page.module.css). */}
        <ProductImage src={data.imgUrl} className={styles.image} sizes="200px" priority />
        <div className={styles.facts}>
          <p className={styles.price}>
            <span className="visually-hidden">가격 </span>
            {formatWon(data.price)}
          </p>
          {data.optionList.length > 0 ? (
            <>
              <h2 className={styles.optionsTitle}>옵션</h2>
              <ul className={styles.options}>
                {data.optionList.map((option) => (
                  <li key={option}>{option}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <ItemActions
        listTo={paths.order.list}
        change={
          staff
            ? {
                editTo: paths.order.edit(data.idx),
                question: `'${data.name}' 상품을 삭제하시겠습니까? 지난 주문 요청은 그대로 남습니다.`,
                remove: () => remove.mutateAsync(data.idx),
                removing: remove.isPending,
                removed: '상품을 삭제했습니다.',
              }
            : undefined
        }
      />
      <Island
        key={data.idx}
        name="order-form"
        component={OrderRequestForm}
        props={{ product: data }}
        // At once: a quantity picked before the form had hydrated would be reset by hydration.
        when="load"
      />
    </Page>
  );
}
