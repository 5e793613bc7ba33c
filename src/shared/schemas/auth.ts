/**
 * Accounts and sessions: one set of rules for the server (the authority) and the forms
 * (which mirror it). Each failure carries an error code whose Korean text the user sees.
 */
import { z } from 'zod';
import type { ErrorCode } from '../messages/ko.ts';
import { isCommonPassword } from './auth-common-passwords.ts';
import { nameField, plainText } from './text.ts';

export const roles = ['owner', 'teacher', 'pending'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who is signed in, as `GET /api/session` answers. */
export const sessionResponse = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionResponse>;

export const messageResponse = z.object({ message: z.string() });

// Ids are stored in lower case; phones' keyboards like to capitalise the first letter.
const userId = (code: 'auth.login_incomplete' | 'auth.join_incomplete' | 'invalid_input') =>
  plainText(code).trim().toLowerCase();

export const ID_PATTERN = /^[a-z0-9_]{4,20}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A Korean mobile number in any usual spelling → `010-1234-5678`, or null. */
export function normalizePhone(text: string): string | null {
  let digits = text.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3)}`;
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  if (!match) return null;
  const [, prefix, middle, last] = match;
  // 010 numbers always have a four-digit middle part; the old 011–019 ranges also had three.
  if (prefix === '010' && middle!.length !== 4) return null;
  return `${prefix}-${middle}-${last}`;
}

/** Turns a typed mobile number into `010-1234-5678`; one it cannot read fails with `code`. */
export const toMobilePhone = (code: ErrorCode) => (value: string, context: z.RefinementCtx) => {
  const phone = normalizePhone(value);
  if (phone === null) context.addIssue({ code: 'custom', message: code });
  return phone ?? value;
};

/** A mobile number that must be given: a blank one is `required`, a longer or unreadable one `format`. */
export const requiredPhone = ({
  required,
  format,
  max,
}: {
  required: ErrorCode;
  format: ErrorCode;
  max: number;
}) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: format })
    .transform(toMobilePhone(format));

/** Spec §5: login needs both fields, else "모든 항목을 입력하세요." and no request. */
export const loginRequest = z.object({
  id: userId('auth.login_incomplete').min(1, 'auth.login_incomplete').max(100, 'auth.invalid_credentials'),
  pw: z
    .string({ error: 'auth.login_incomplete' })
    .min(1, 'auth.login_incomplete')
    .max(PASSWORD_MAX, 'auth.invalid_credentials'),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ message: z.string(), user: sessionResponse });

const incomplete = 'auth.join_incomplete';
const filled = () => plainText(incomplete).trim().min(1, incomplete);
// Passwords are taken exactly as typed: a space is as good a character as any.
const password = () => z.string({ error: incomplete }).min(1, incomplete);

/**
 * The consent to collecting name and phone (개인정보 보호법 §15 asks for it before collecting);
 * only `true` passes.
 */
const consent = () => z.literal(true, { error: 'auth.consent_required' });

/** A password an account may take: 8 to 128 characters and not one of the commonest. */
const newPassword = () =>
  z
    .string()
    .min(PASSWORD_MIN, 'auth.password_length')
    .max(PASSWORD_MAX, 'auth.password_length')
    .refine((pw) => !isCommonPassword(pw), 'auth.password_common');

/** The account's fields as typed: every one filled (one message for any blank). */
const accountTyped = {
  name: filled(),
  phone: filled(),
  id: filled(),
  pw: password(),
  pwCon: password(),
};

/** The account's fields by their rules: name, mobile phone, id, and a password typed twice alike. */
const accountChecked = {
  name: nameField({ required: incomplete, tooLong: 'auth.name_length', max: 50 }),
  phone: z.string().transform(toMobilePhone('auth.phone_format')),
  id: userId(incomplete).regex(ID_PATTERN, 'auth.id_format'),
  pw: newPassword(),
  pwCon: z.string(),
};

const pwTypedTwice = (form: { pw: string; pwCon: string }) => form.pw === form.pwCon;
const pwMismatch = { message: 'auth.password_mismatch', path: ['pwCon'] };

/**
 * Spec §5: all five fields are required first (one message for any blank), then the consent,
 * then the formats, then the two passwords must match.
 */
export const joinRequest = z
  .object({ ...accountTyped, consent: consent() })
  .pipe(z.object({ ...accountChecked, consent: z.literal(true) }).refine(pwTypedTwice, pwMismatch));
export type JoinRequest = z.input<typeof joinRequest>;

/** The owner's account made by the first-run setup: a sign-up's fields and rules, without the consent (the owner is the one who asks for it). */
export const ownerAccountRequest = z
  .object(accountTyped)
  .pipe(z.object(accountChecked).refine(pwTypedTwice, pwMismatch));

/** The new password typed twice: blank first (with the form's other fields), then the rules. */
const newPasswordTyped = { newPw: password(), newPwCon: password() };
const newPasswordChecked = { newPw: newPassword(), newPwCon: z.string() };
const typedTwiceAlike = (form: { newPw: string; newPwCon: string }) => form.newPw === form.newPwCon;
const mismatch = { message: 'auth.password_mismatch', path: ['newPwCon'] };

/**
 * 비밀번호 바꾸기 on /account: every field first, then the new password by the sign-up's rules,
 * typed the same twice, and not the current one again. The current password is checked by the
 * server against the login limit; one longer than any password can be is simply wrong.
 */
export const changePasswordRequest = z
  .object({ currentPw: password().max(PASSWORD_MAX, 'auth.wrong_password'), ...newPasswordTyped })
  .pipe(
    z
      .object({ currentPw: z.string(), ...newPasswordChecked })
      .refine(typedTwiceAlike, mismatch)
      .refine((form) => form.newPw !== form.currentPw, {
        message: 'auth.password_unchanged',
        path: ['newPw'],
      }),
  );
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/**
 * A password-reset link's token: 32 random bytes in base64url (43 characters). Anything else
 * cannot be one, and is refused before the database is asked.
 */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const resetToken = () =>
  z.string({ error: 'auth.reset_invalid' }).regex(RESET_TOKEN_PATTERN, 'auth.reset_invalid');

/** What the owner hands over: the link (its token after `#`, never sent to a server) and its end. */
export const resetLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof resetLinkResponse>;

/** The reset page asks first whether its link still works, and whose it is. */
export const resetTokenRequest = z.object({ token: resetToken() });
export const resetTokenResponse = z.object({ id: z.string(), name: z.string(), expiresAt: z.string() });
export type ResetTokenInfo = z.infer<typeof resetTokenResponse>;

/** A new password by a reset link: the same rules, in the same order, as 비밀번호 바꾸기. */
export const resetPasswordRequest = z
  .object({ token: resetToken(), ...newPasswordTyped })
  .pipe(z.object({ token: z.string(), ...newPasswordChecked }).refine(typedTwiceAlike, mismatch));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** What ending the other sessions did: how many browsers were signed out. */
export const endedSessionsResponse = z.object({ message: z.string(), ended: z.number().int() });

export const joinResponse = z.object({ message: z.string(), role: roleSchema });

export const checkIdRequest = z.object({ id: userId('invalid_input').max(100, 'auth.id_format') });
export const checkIdResponse = z.object({ exists: z.boolean() });

export const account = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: roleSchema,
  createdAt: z.string(),
});
export type Account = z.infer<typeof account>;
export const accountsResponse = z.object({ accounts: z.array(account) });
export const accountParams = z.object({ id: plainText().min(1).max(100) });
