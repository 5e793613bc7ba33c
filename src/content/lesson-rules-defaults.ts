/** The lesson rules on first start (DESIGN §4): up to 2 lessons may be given before a payment. */
import { DEFAULT_OWED_LIMIT } from '#shared/ledger-rules.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';

export function defaultLessonRules(): LessonRules {
  return { owedLimit: DEFAULT_OWED_LIMIT };
}
