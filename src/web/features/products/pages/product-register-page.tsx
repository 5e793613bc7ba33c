/** `/product` (teachers; heading 상품 등록) and `/product/:idx`, the edit of an existing product. */
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useProduct } from '../api/products-api.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ProductNotFound } from '../components/product-not-found.tsx';
import { parseIdx } from '../lib/format.ts';

export function ProductRegisterPage() {
  const param = useParams().idx;
  if (param === undefined) {
    return (
      <Page title="상품 등록">
        <ProductForm />
      </Page>
    );
  }
  return <EditProduct idx={parseIdx(param)} />;
}

function EditProduct({ idx }: { idx: number | null }) {
  const product = useProduct(idx ?? 0, idx !== null);
  if (idx === null || isNotFound(product.error)) return <ProductNotFound />;
  if (product.isPending) return <PageLoading label="상품을 불러오는 중..." />;
  if (product.isError) {
    return (
      <Page title="상품 수정">
        <p role="alert">{product.error.message}</p>
      </Page>
    );
  }
  return (
    <Page title="상품 수정">
      <ProductForm key={product.data.idx} product={product.data} />
    </Page>
  );
}
