/** `/order` (spec §2 "Order product list"): every product with its image, name and price. */
import { Link } from 'react-router';
import { formatWon } from '#shared/won.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { useProducts } from '../api/products-api.ts';
import { ProductImage } from '../components/product-image.tsx';
import styles from './order-list-page.module.css';

/**
 * How wide a card's photo is drawn (order-list-page.module.css): the whole card less its 12px
 * padding and 1px border on phones (page padding 16px up to 400px, 20px above), and half of a
 * 342px card in the two columns of the 700px column from 768px.
 */
const LIST_IMAGE_SIZES =
  '(max-width: 400px) calc(100vw - 58px), (max-width: 767px) calc(100vw - 66px), 152px';

export function OrderListPage() {
  const products = useProducts();
  const staff = isStaff(useSession().data);

  return (
    <Page title="주문" lead="레슨에 필요한 리드, 마우스피스, 스트랩과 교재를 학원에서 준비해 드립니다.">
      {staff ? (
        <div className={styles.actions}>
          <Link className="button button-secondary" to={paths.order.requests}>
            주문 요청 보기
          </Link>
          <Link className="button" to={paths.order.register}>
            상품 등록
          </Link>
        </div>
      ) : null}
      {products.isPending ? (
        <PageLoading label="상품을 불러오는 중..." />
      ) : products.isError ? (
        <LoadFailed
          className={styles.empty}
          message={products.error.message}
          retry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <div className={styles.empty}>
          <p>아직 준비된 상품이 없습니다.</p>
          <p>필요한 물품이 있으시면 레슨 때 선생님께 말씀해 주세요.</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {products.data.map((product, index) => (
            <li key={product.idx}>
              <Link className={styles.item} to={paths.order.detail(product.idx)}>
                {/* On a phone the first card's photo is the largest thing on screen. */}
                <ProductImage src={product.imgUrl} sizes={LIST_IMAGE_SIZES} priority={index === 0} />
                <span className={styles.text}>
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.price}>{formatWon(product.price)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
