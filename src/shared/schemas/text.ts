/**
 * Zod fields for free text, built on shared/text.ts so that every name, title and note is
 * checked and normalised the same way. Each takes the feature's own error codes for
 * "missing" and "too long"; control characters and direction overrides get the common ones.
 */
import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';
import { normalizeLine, normalizeName, normalizeParagraphs, textProblem } from '../text.ts';

export interface TextFieldOptions {
  /** Code for a missing or (after trimming) empty value; omit to allow an empty string. */
  required?: ErrorCode;
  /** Code for a value longer than `max`, counted after normalising. */
  tooLong: ErrorCode;
  max: number;
  /** Code when the value is not a string at all; defaults to `required`, else invalid_input. */
  invalid?: ErrorCode;
}

function textField(options: TextFieldOptions, multiline: boolean, normalize: (text: string) => string) {
  const invalid = options.invalid ?? options.required ?? 'invalid_input';
  let field = z
    .string({ error: (issue) => (issue.input === undefined && options.required) || invalid })
    .refine((text) => textProblem(text, multiline) !== 'direction', { error: 'text_direction', abort: true })
    .refine((text) => textProblem(text, multiline) !== 'control', { error: 'text_control', abort: true })
    .overwrite(normalize);
  if (options.required) field = field.min(1, { error: options.required });
  return field.max(options.max, { error: options.tooLong });
}

/**
 * A string taken as typed apart from the shared refusals: an id, a code, a path segment.
 * Nothing is normalised, but no control character or direction override gets through.
 */
export function plainText(invalid: ErrorCode = 'invalid_input') {
  return z
    .string({ error: invalid })
    .refine((text) => textProblem(text) !== 'direction', { error: 'text_direction', abort: true })
    .refine((text) => textProblem(text) !== 'control', { error: 'text_control', abort: true });
}

/** A person's name (student, booker, customer): format characters removed, one line. */
export function nameField(options: TextFieldOptions) {
  return textField(options, false, normalizeName);
}

/** One line of text (a title, a product name, an option). */
export function lineField(options: TextFieldOptions) {
  return textField(options, false, normalizeLine);
}

/** Several lines of plain text (a memo, an order message). */
export function paragraphField(options: TextFieldOptions) {
  return textField(options, true, normalizeParagraphs);
}
