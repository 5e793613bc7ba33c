import { describe, expect, it } from 'vitest';
import { guard, guardOf } from './route-guards.ts';

describe('guardOf', () => {
  const owner = guard('owner', async () => {});
  const other = async () => {};
  const route = { method: 'PUT', url: '/api/site' } as const;

  it('finds the guard a route runs in onRequest, alone or among other hooks', () => {
    expect(guardOf({ ...route, onRequest: owner })).toBe('owner');
    expect(guardOf({ ...route, onRequest: [other, owner] })).toBe('owner');
    expect(guardOf({ ...route, onRequest: guard('signed-in', async () => {}) })).toBe('signed-in');
  });

  it('finds none on an open route, whatever else it runs', () => {
    expect(guardOf(route)).toBeUndefined();
    expect(guardOf({ ...route, onRequest: other, preHandler: [other] })).toBeUndefined();
  });

  it('refuses a guard in any stage after the body is read', () => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      expect(() => guardOf({ ...route, [stage]: [other, owner] })).toThrow(
        `PUT /api/site: a session guard runs in onRequest, before the body is read, not in ${stage}`,
      );
    }
  });
});
