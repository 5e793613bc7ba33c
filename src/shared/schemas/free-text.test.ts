/**
 * Every string a request body carries goes through the shared text rules (text.ts): a control
 * character or a direction override is refused, whichever schema the field is in. The test
 * walks every request schema of this folder and offers each string field both; a new field
 * written as a bare `z.string()` is caught here unless it is listed below, with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** Fields that are not text a person writes for others to read. */
const NOT_FREE_TEXT: Record<string, string> = {
  'loginRequest.pw': 'a password: compared with its hash, never stored or shown',
  'changePasswordRequest.currentPw': 'a password: compared with its hash, never stored or shown',
  'changePasswordRequest.newPwCon': 'a password typed again: compared with the first',
  'joinRequest.pwCon': 'a password typed again: compared with the first',
  'ownerAccountRequest.pwCon': 'a password typed again: compared with the first',
  'setupRequest.owner.pwCon': 'a password typed again: compared with the first',
  'resetPasswordRequest.newPwCon': 'a password typed again: compared with the first',
  'resetPasswordRequest.token': 'a reset link’s token: looked up by its hash',
  'deleteBookingRequest.pin': 'a PIN: compared with its hash; anything else is a wrong PIN',
  'createStudentRequest.userId': 'an account id, compared with the session’s',
  'confirmRequest.teacherId': 'an account id, looked up',
  'writePostRequest.content': 'rich text: the sanitiser decides (decision 008)',
  'updatePostRequest.content': 'rich text: the sanitiser decides (decision 008)',
  'directorInput.greeting': 'rich text: the sanitiser decides (decision 008)',
  'saveSiteRequest.director.greeting': 'rich text: the sanitiser decides (decision 008)',
  'policiesInput.terms.html': 'rich text: the sanitiser decides (decision 008)',
  'policiesInput.privacy.html': 'rich text: the sanitiser decides (decision 008)',
  'saveSiteRequest.policies.terms.html': 'rich text: the sanitiser decides (decision 008)',
  'saveSiteRequest.policies.privacy.html': 'rich text: the sanitiser decides (decision 008)',
};

/** Exports named like a request that are answers: the staff's list of 결석 신청, a feed. */
const ANSWERS = new Set(['absenceRequest', 'calendarFeedBody']);

const HOSTILE = ['a\u202Eb', 'a\u0007b', 'a\u0000b'];

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The string-taking parts of a schema, by path: strings, and pipes or unions that start from one. */
function stringFields(schema: Schema, at: string, found: Map<string, Schema>): void {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>))
        stringFields(field, `${at}.${key}`, found);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      stringFields(def.innerType as Schema, at, found);
      return;
    case 'array':
      stringFields(def.element as Schema, `${at}[]`, found);
      return;
    case 'pipe': {
      const input = def.in as Schema;
      if (input._zod.def.type === 'string') found.set(at, schema);
      else {
        stringFields(input, at, found);
        stringFields(def.out as Schema, at, found);
      }
      return;
    }
    case 'string':
    case 'union':
      found.set(at, schema);
      return;
    default:
      return;
  }
}

async function requestSchemas(): Promise<Map<string, Schema>> {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const schemas = new Map<string, Schema>();
  for (const file of fs.readdirSync(folder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!/(Request|Input|Body)$/.test(name) || ANSWERS.has(name)) continue;
      if (value && typeof value === 'object' && '_zod' in value) schemas.set(name, value as Schema);
    }
  }
  return schemas;
}

describe('the request schemas', () => {
  it('send every string field through the shared text rules', async () => {
    const schemas = await requestSchemas();
    // The walk reaches the body schemas at all: a few it must have found.
    expect([...schemas.keys()]).toEqual(
      expect.arrayContaining(['familyAbsenceRequest', 'createEnquiryRequest', 'contactRequest']),
    );
    const fields = new Map<string, Schema>();
    for (const [name, schema] of schemas) stringFields(schema, name, fields);
    expect(fields.has('familyAbsenceRequest.reason')).toBe(true);
    const accepting = [...fields]
      .filter(([, field]) => HOSTILE.some((text) => field.safeParse(text).success))
      .map(([at]) => at)
      .sort();
    expect(accepting).toEqual(Object.keys(NOT_FREE_TEXT).sort());
  });
});
