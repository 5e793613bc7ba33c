/**
 * Order requests (beyond spec §7, which only lists the catalogue): anyone may ask for a product,
 * limited per address (order-limit.ts); teachers read the requests and move each one
 * 접수 → 확인 → 완료, or 취소. A status change writes its audit entry in the same transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  createOrderRequest,
  createOrderResponse,
  ORDER_NEXT_STATUSES,
  ORDERS_PAGE_SIZE,
  type OrderValues,
  orderIdParams,
  orderItem,
  ordersQuery,
  ordersResponse,
  ordersSummaryResponse,
  type ProductDetail,
  updateOrderRequest,
} from '#shared/schemas/products.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { changeErrors, inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { takeOrderAllowance } from './order-limit.ts';
import * as orders from './orders.queries.ts';
import { findProduct } from './products.queries.ts';

/** A product with options needs one of them; a product without options takes none. */
function checkOption(product: ProductDetail, values: OrderValues): void {
  if (product.optionList.length === 0) {
    if (values.option !== null) throw new AppError('orders.option_not_needed', 400);
    return;
  }
  if (values.option === null) throw new AppError('orders.option_required', 400);
  if (!product.optionList.includes(values.option)) throw new AppError('orders.option_unknown', 400);
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'products');
  const staffRoutes = routesOf(app, 'products', app.requireRole('teacher'));
  openRoutes.post('/api/orders', {
    summary: '주문 요청 보내기 (누구나; 주소마다 1시간에 10건까지)',
    body: createOrderRequest,
    response: {
      201: createOrderResponse,
      400: errorResponse,
      404: errorResponse,
      429: errorResponse,
    },
    handler: async (request, reply) => {
      const values = request.body;
      const now = app.clock.now();
      const id = await app.db.transaction().execute(async (trx) => {
        const product = await findProduct(trx, values.productIdx);
        if (!product) throw new AppError('products.not_found', 404);
        checkOption(product, values);
        if (!(await takeOrderAllowance(trx, clientAddress(request), now)))
          throw new AppError('orders.rate_limited', 429);
        const snapshot = { productIdx: product.idx, productName: product.name, price: product.price };
        return orders.insertOrder(trx, snapshot, values, now);
      });
      return reply.code(201).send({ id, status: '접수' as const });
    },
  });

  staffRoutes.get('/api/orders', {
    summary: '주문 요청 목록 (선생님; 최신순, 한 쪽에 20건)',
    querystring: ordersQuery,
    response: { 200: ordersResponse, ...inputErrors },
    handler: async (request) => orders.listOrders(app.db, request.query.page, ORDERS_PAGE_SIZE),
  });

  staffRoutes.get('/api/orders/summary', {
    summary: '새 주문 요청(접수) 수 (선생님; 메뉴 표시용)',
    response: { 200: ordersSummaryResponse, ...inputErrors },
    handler: async () => ({ newCount: await orders.countNewOrders(app.db) }),
  });

  staffRoutes.put('/api/orders/:id', {
    summary: '주문 요청 상태 바꾸기 (선생님; 접수 → 확인 → 완료, 또는 취소)',
    params: orderIdParams,
    body: updateOrderRequest,
    response: { 200: orderItem, ...changeErrors },
    handler: async (request) => {
      const { id } = request.params;
      const to = request.body.status;
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const order = await orders.findOrder(trx, id);
        if (!order) throw new AppError('orders.not_found', 404);
        if (!ORDER_NEXT_STATUSES[order.status].includes(to)) throw new AppError('orders.status_invalid', 409);
        if (!(await orders.moveOrder(trx, id, order.status, to, now))) {
          throw new AppError('orders.status_changed', 409);
        }
        await recordAudit(
          trx,
          { actor: requestActor(request), now },
          {
            action: 'order.status',
            target: `${order.productName} 주문 (${order.name}님)`,
            detail: { orderId: id, from: order.status, to, productName: order.productName },
          },
        );
        return { ...order, status: to };
      });
    },
  });
};
