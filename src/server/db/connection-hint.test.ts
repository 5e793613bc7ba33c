import { describe, expect, it } from 'vitest';
import { connectionHint } from './connection-hint.ts';

describe('connectionHint', () => {
  it.each([
    ['28P01', 'password in DATABASE_URL is wrong'],
    ['28000', 'createuser --createdb'],
    ['3D000', 'createdb <name>'],
    ['ECONNREFUSED', 'is PostgreSQL running'],
    ['ENOENT', '/var/run/postgresql'],
  ])('names what to set for %s', (code, text) => {
    expect(connectionHint({ code })).toContain(text);
  });

  it('asks for a password the driver could not send', () => {
    const error = new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string');
    expect(connectionHint(error)).toContain('has none');
  });

  it('has nothing to add to other errors', () => {
    expect(connectionHint({ code: '42P01' })).toBeNull();
    expect(connectionHint(new Error('x'))).toBeNull();
    expect(connectionHint(null)).toBeNull();
  });
});
