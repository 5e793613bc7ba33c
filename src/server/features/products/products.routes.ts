/**
 * The catalogue (spec §7 paths): anyone reads the list and a product; teachers register, edit
 * and remove products. An image must be one of our own uploads. Every change writes its audit
 * entry in the same transaction. Order requests live in orders.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  type ProductValues,
  productDetailResponse,
  productIdxParams,
  productIdxResponse,
  productListResponse,
  saveProductRequest,
} from '#shared/schemas/products.ts';
import { AppError } from '../../app-error.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { isOwnUpload } from '../uploads/index.ts';
import { ordersRoutes } from './orders.routes.ts';
import { registerProductPageMeta } from './product-page-meta.ts';
import * as products from './products.queries.ts';

/** What the audit log keeps of a product: enough to tell what it was. */
const auditDetail = (values: ProductValues) => ({
  name: values.name,
  price: values.price,
  optionList: values.optionList,
  imgUrl: values.imgUrl,
});

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'products');
  const staffRoutes = routesOf(app, 'products', app.requireRole('teacher'));
  await app.register(ordersRoutes);
  registerProductPageMeta(app);

  const checkImage = async (values: ProductValues) => {
    if (values.imgUrl !== null && !(await isOwnUpload(app, values.imgUrl))) {
      throw new AppError('products.image_invalid', 400);
    }
  };

  openRoutes.get('/api/product', {
    summary: '상품 목록 (최근 등록 순)',
    response: { 200: productListResponse },
    handler: async () => products.listProducts(app.db),
  });

  openRoutes.get('/api/productDetail/:idx', {
    summary: '상품 하나 (옵션 목록 포함)',
    params: productIdxParams,
    response: { 200: productDetailResponse, 400: errorResponse, 404: errorResponse },
    handler: async (request) => {
      const product = await products.findProduct(app.db, request.params.idx);
      if (!product) throw new AppError('products.not_found', 404);
      return product;
    },
  });

  staffRoutes.post('/api/product', {
    summary: '상품 등록 (선생님)',
    body: saveProductRequest,
    response: { 201: productIdxResponse, ...recordErrors },
    handler: async (request, reply) => {
      const values = request.body;
      await checkImage(values);
      const now = app.clock.now();
      const idx = await app.db.transaction().execute(async (trx) => {
        const created = await products.insertProduct(trx, values, now);
        await recordAudit(
          trx,
          { actor: requestActor(request), now },
          { action: 'product.create', target: values.name, detail: { idx: created, ...auditDetail(values) } },
        );
        return created;
      });
      return reply.code(201).send({ idx });
    },
  });

  staffRoutes.put('/api/product/:idx', {
    summary: '상품 수정 (선생님)',
    params: productIdxParams,
    body: saveProductRequest,
    response: { 200: productIdxResponse, ...recordErrors },
    handler: async (request) => {
      const { idx } = request.params;
      const values = request.body;
      await checkImage(values);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        if (!(await products.updateProduct(trx, idx, values, now)))
          throw new AppError('products.not_found', 404);
        await recordAudit(
          trx,
          { actor: requestActor(request), now },
          { action: 'product.update', target: values.name, detail: { idx, ...auditDetail(values) } },
        );
      });
      return { idx };
    },
  });

  staffRoutes.delete('/api/product/:idx', {
    summary: '상품 삭제 (선생님; 지난 주문 요청은 그대로 남습니다)',
    params: productIdxParams,
    response: { 200: productIdxResponse, ...recordErrors },
    handler: async (request) => {
      const { idx } = request.params;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const product = await products.findProduct(trx, idx);
        if (!product || !(await products.removeProduct(trx, idx, now))) {
          throw new AppError('products.not_found', 404);
        }
        await recordAudit(
          trx,
          { actor: requestActor(request), now },
          {
            action: 'product.delete',
            target: product.name,
            detail: { idx, name: product.name, price: product.price },
          },
        );
      });
      return { idx };
    },
  });
};
