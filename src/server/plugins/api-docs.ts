/** The OpenAPI description of every route, generated from the zod schemas, at /api/docs. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Studio API',
        description:
          '음악 학원 웹사이트와 관리 화면의 API. 오류는 모두 { error: { code, message } } 형식입니다.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          // Routes that need it say so (route-guards.ts), with who may call them in x-role.
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'studio_session',
            description:
              '로그인 세션 쿠키 (HTTPS에서는 __Host-studio_session). 없으면 본문을 읽기 전에 401, x-role보다 낮은 권한이면 403',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export const apiDocsPlugin = fp(apiDocs, { name: 'api-docs' });
