import { Link } from 'react-router';
import { productsMessages } from '#shared/messages/products.ts';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * A removed product or a mistyped address (spec §8: never empty values or a parse error). The
 * products' own message table, not the whole one: this is part of the product page's script.
 */
export function ProductNotFound() {
  return (
    <Page title="상품을 찾을 수 없습니다">
      <p>{productsMessages['products.not_found']}</p>
      <Link className="button button-secondary" to={paths.order.list}>
        상품 목록
      </Link>
    </Page>
  );
}
