/**
 * The month's statistics and 출석부 as last answered (decision 059), kept while the version of
 * the teachers they cover stands: the teacher's, or the sum of everyone's for the whole studio
 * (`dataVersion`, raised by triggers on students, lesson records and payments). Also in the key:
 * who asks (the owner's answer names the teachers), the month, and the staff's names, which the
 * answer shows and which no version covers.
 *
 * A chain owner's 출석부 is 5,000 students (0.9 MB of JSON); built on every request it held
 * four requests at a time near 300 ms. Read once per change, it is one row and a send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { monthKey } from '#shared/month.ts';
import type { Db } from '../../db/database.ts';
import { KeptAnswers, sendKeptJson } from '../../lib/kept-json.ts';
import { dataVersion } from '../students/data-version.queries.ts';
import type { StatsScope } from './stats-scope.ts';

/** A studio's months are a handful; a chain's owner looks at a few months of fifty teachers. */
const LIMITS = { entries: 400, bytes: 64 * 1024 * 1024 };

export type ReportKind = 'stats' | 'attendance';

/** What the answer depends on besides the data the version covers. */
function reportKey(kind: ReportKind, scope: StatsScope): string {
  const staff = scope.staff.map((member) => `${member.id}\t${member.name}`).join('\n');
  return [kind, scope.user.role, scope.teacherId ?? '*', monthKey(scope.ym), staff].join('\n');
}

export class KeptReports {
  readonly #answers = new KeptAnswers<unknown>(LIMITS);

  /** Sends the report of `kind` for `scope`, built by `build` only when it is not kept. */
  async send<T>(
    db: Db,
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ReportKind,
    scope: StatsScope,
    build: () => Promise<T>,
  ): Promise<T> {
    const version = await dataVersion(db, scope.teacherId ?? null);
    const kept = await this.#answers.get(reportKey(kind, scope), version, build);
    return sendKeptJson(request, reply, kept) as Promise<T>;
  }
}
