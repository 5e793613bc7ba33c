/**
 * Rich text reaches the database by several routes: a section's own PUT, `PUT /api/site` with
 * several sections at once, the restore of an earlier version, and a news post's write and
 * update. Every field is sent every payload of HOSTILE_MARKUP through every route that takes
 * it, and must be stored as exactly what the sanitiser leaves; a text that holds nothing once
 * sanitised is refused on each; and nothing outside the allowlist is left in the database.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCode, messageFor } from '#shared/messages/ko.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { HOSTILE_MARKUP } from './hostile-markup.ts';
import { LEGAL_RULES, POST_RULES } from './rules.ts';
import { type RichTextRules, sanitizeRichText } from './sanitize-rich-text.ts';

type Content = Record<string, unknown>;
type Policy = { html: string; effectiveDate: string };

interface RichField {
  section: 'director' | 'policies';
  name: string;
  rules: RichTextRules;
  empty: ErrorCode;
  get(content: Content): string;
  set(content: Content, html: string): Content;
}

const policy = (name: 'terms' | 'privacy', empty: ErrorCode): RichField => ({
  section: 'policies',
  name: `policies.${name}.html`,
  rules: LEGAL_RULES,
  empty,
  get: (content) => (content[name] as Policy).html,
  set: (content, html) => ({ ...content, [name]: { ...(content[name] as Policy), html } }),
});

const fields: RichField[] = [
  {
    section: 'director',
    name: 'director.greeting',
    rules: POST_RULES,
    empty: 'site.director_greeting_required',
    get: (content) => content.greeting as string,
    set: (content, html) => ({ ...content, greeting: html }),
  },
  policy('terms', 'site.terms_required'),
  policy('privacy', 'site.privacy_required'),
];

/** A version written straight into the table, as one stored before every route sanitised. */
const FIXTURE = 'fixture: stored before sanitising';

/** Texts that hold nothing once sanitised: an empty editor, an invisible character, markup only. */
const EMPTY = [
  '',
  '<p></p>',
  '<p><span>&#8203;</span></p>',
  '<p>\u200B\u2060\uFEFF</p>',
  '<p>&nbsp; </p>',
  '<script>alert(1)</script>',
  '<form action="https://evil.example"><input name="pw"></form>',
];

/** Markup no stored text may hold, whichever route wrote it. */
const NEVER = /<(meta|base|link|form|script|iframe|style|object|embed|svg|input)\b|\son\w+\s*=|javascript:/i;

describe('every route that stores rich text', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  let postId: number;
  beforeAll(async () => {
    const written = await send(t.app, 'POST', '/api/write', { title: '소식', content: '<p>처음</p>' });
    postId = written.json().postId;
  });

  const send = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: { cookie: owner.cookie }, payload });

  const published = async (key: string): Promise<{ version: number; content: Content }> => {
    const body = (await t.app.inject({ url: `/api/site/${key}` })).json();
    return { version: body.version, content: body[key] };
  };

  /** The newest stored version of a section, as the table holds it. */
  const stored = async (key: string): Promise<{ version: number; content: Content }> => {
    const row = await t.db
      .selectFrom('site_content_versions')
      .select(['version', 'content'])
      .where('section', '=', key)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    return { version: Number(row.version), content: JSON.parse(row.content) };
  };

  /** Each route a section's text can take: it sends `html` and answers with the status. */
  const sectionRoutes: Record<string, (field: RichField, html: string) => Promise<number>> = {
    'PUT /api/site/<section>': async (field, html) => {
      const { version, content } = await published(field.section);
      const body = { version, [field.section]: field.set(content, html) };
      return (await send(t.app, 'PUT', `/api/site/${field.section}`, body)).statusCode;
    },
    'PUT /api/site': async (field, html) => {
      const { version, content } = await published(field.section);
      const studio = await published('studio');
      const body = {
        versions: { [field.section]: version, studio: studio.version },
        [field.section]: field.set(content, html),
        studio: studio.content,
      };
      return (await send(t.app, 'PUT', '/api/site', body)).statusCode;
    },
    'POST /api/site/<section>/restore': async (field, html) => {
      const { version, content } = await published(field.section);
      await t.db
        .insertInto('site_content_versions')
        .values({
          section: field.section,
          version: version + 1,
          content: JSON.stringify(field.set(content, html)),
          changed_fields: '[]',
          restored_from: null,
          published_at: t.clock.now().toISOString(),
          published_by_id: owner.id,
          published_by_name: FIXTURE,
        })
        .execute();
      const body = { version: version + 1, restore: version + 1 };
      const { statusCode } = await send(t.app, 'POST', `/api/site/${field.section}/restore`, body);
      // A refused restore leaves its old version where the next save would start from: gone.
      if (statusCode !== 200) {
        await t.db
          .deleteFrom('site_content_versions')
          .where('section', '=', field.section)
          .where('version', '=', version + 1)
          .execute();
      }
      return statusCode;
    },
  };

  const storedPost = async () =>
    (await t.db.selectFrom('posts').select('content').where('post_id', '=', postId).executeTakeFirstOrThrow())
      .content;
  const postRoutes: Record<
    string,
    (html: string) => Promise<{ status: number; stored: () => Promise<string> }>
  > = {
    'POST /api/write': async (html) => {
      const response = await send(t.app, 'POST', '/api/write', { title: '소식', content: html });
      const id = response.statusCode === 200 ? response.json().postId : null;
      return {
        status: response.statusCode,
        stored: async () =>
          (
            await t.db
              .selectFrom('posts')
              .select('content')
              .where('post_id', '=', id)
              .executeTakeFirstOrThrow()
          ).content,
      };
    },
    'PUT /api/update/:postId': async (html) => {
      const response = await send(t.app, 'PUT', `/api/update/${postId}`, { title: '소식', content: html });
      return { status: response.statusCode, stored: storedPost };
    },
  };

  for (const [route, publish] of Object.entries(sectionRoutes)) {
    for (const field of fields) {
      it(`${route} stores ${field.name} as exactly what the sanitiser leaves`, async () => {
        for (const [hostile, expected] of HOSTILE_MARKUP) {
          const status = await publish(field, `<p>앞</p>${hostile}`);
          const { content } = await stored(field.section);
          expect([hostile, status, field.get(content)]).toEqual([hostile, 200, `<p>앞</p>${expected}`]);
        }
      });

      it(`${route} refuses a ${field.name} that holds nothing once sanitised`, async () => {
        for (const html of EMPTY) {
          const before = await stored(field.section);
          const response = await publish(field, html);
          const after = await stored(field.section);
          expect([html, response, after.version]).toEqual([html, 400, before.version]);
        }
      });
    }
  }

  for (const [route, write] of Object.entries(postRoutes)) {
    it(`${route} stores a post as exactly what the sanitiser leaves`, async () => {
      for (const [hostile, expected] of HOSTILE_MARKUP) {
        const { status, stored: read } = await write(`<p>앞</p>${hostile}`);
        expect([hostile, status, await read()]).toEqual([hostile, 200, `<p>앞</p>${expected}`]);
      }
    });

    it(`${route} refuses a post that holds nothing once sanitised`, async () => {
      for (const html of EMPTY) {
        const response = await t.app.inject({
          method: route.startsWith('POST') ? 'POST' : 'PUT',
          url: route.startsWith('POST') ? '/api/write' : `/api/update/${postId}`,
          headers: { cookie: owner.cookie },
          payload: { title: '소식', content: html },
        });
        expect([html, response.statusCode, response.json()]).toEqual([
          html,
          400,
          { error: { code: 'news.content_required', message: messageFor('news.content_required') } },
        ]);
      }
    });
  }

  it('says which text was empty, in Korean, on every route', async () => {
    for (const field of fields) {
      const { version, content } = await published(field.section);
      const empty = field.set(content, '<p><span>&#8203;</span></p>');
      const own = await send(t.app, 'PUT', `/api/site/${field.section}`, { version, [field.section]: empty });
      const several = await send(t.app, 'PUT', '/api/site', {
        versions: { [field.section]: version },
        [field.section]: empty,
      });
      const refusal = { error: { code: field.empty, message: messageFor(field.empty) } };
      expect([own.statusCode, own.json()]).toEqual([400, refusal]);
      expect([several.statusCode, several.json()]).toEqual([400, refusal]);
    }
  });

  it('leaves nothing outside the allowlist in the database, whichever route wrote it', async () => {
    // Every hostile text through every route, as the tests above send them one route at a time.
    for (const [route, publish] of Object.entries(sectionRoutes))
      for (const field of fields)
        for (const [hostile] of HOSTILE_MARKUP)
          expect([route, hostile, await publish(field, `<p>앞</p>${hostile}`)]).toEqual([
            route,
            hostile,
            200,
          ]);
    for (const [route, write] of Object.entries(postRoutes))
      for (const [hostile] of HOSTILE_MARKUP)
        expect([route, hostile, (await write(`<p>앞</p>${hostile}`)).status]).toEqual([route, hostile, 200]);
    const versions = await t.db
      .selectFrom('site_content_versions')
      .select(['section', 'content', 'published_by_name'])
      .where('section', 'in', ['director', 'policies'])
      .execute();
    const texts: [string, RichTextRules][] = [];
    for (const row of versions) {
      if (row.published_by_name === FIXTURE) continue;
      const content = JSON.parse(row.content) as Content;
      for (const field of fields.filter((one) => one.section === row.section)) {
        texts.push([field.get(content), field.rules]);
      }
    }
    const posts = await t.db.selectFrom('posts').select('content').execute();
    for (const post of posts) texts.push([post.content, POST_RULES]);
    expect(texts.length).toBeGreaterThan(200);
    for (const [html, rules] of texts) {
      expect(html).not.toMatch(NEVER);
      // Sanitising again changes nothing: what is stored is already within the allowlist.
      expect(sanitizeRichText(html, rules)).toBe(html);
    }
  });
});
