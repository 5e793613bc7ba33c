/** The private calendar feed's body: text, not JSON; the schema documents it. */
import { z } from 'zod';

export const calendarFeedBody = z.string().describe('text/calendar; charset=utf-8 (RFC 5545, Asia/Seoul)');
