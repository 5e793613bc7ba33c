/**
 * The studio's lesson rules (the `lessons` section of the studio's content, 수업 규칙): the
 * numbers the back office enforces for lessons and payments. Today the owed limit; the make-up
 * notice, a credit's validity, the monthly cap of make-ups and a package's validity join it as
 * fields of their own, each with its default (a stored version without a field reads it as the
 * default, see section-stored.ts).
 */
import { z } from 'zod';
import { DEFAULT_OWED_LIMIT, OWED_LIMIT_MAX } from '../ledger-rules.ts';
import { objectError } from './site-section.ts';

const owedLimit = (shape: z.ZodNumber) =>
  shape.meta({
    description: `결제 없이 미리 진행할 수 있는 레슨 수 (미수, 0–${OWED_LIMIT_MAX}회; 0이면 남은 레슨이 없을 때 기록을 막음; 기본 ${DEFAULT_OWED_LIMIT}회)`,
  });

/** What the owner sends: every rule, with the Korean code of each failure. */
export const lessonRulesInput = z.strictObject(
  {
    owedLimit: owedLimit(
      z
        .number({ error: 'lessons.owed_limit_invalid' })
        .int({ error: 'lessons.owed_limit_invalid' })
        .min(0, { error: 'lessons.owed_limit_invalid' })
        .max(OWED_LIMIT_MAX, { error: 'lessons.owed_limit_invalid' }),
    ),
  },
  { error: objectError },
);
export type LessonRulesInput = z.input<typeof lessonRulesInput>;

/** The rules as stored and answered. */
export const lessonRules = z.object({
  owedLimit: owedLimit(z.number().int().min(0).max(OWED_LIMIT_MAX)),
});
export type LessonRules = z.infer<typeof lessonRules>;
