import { z } from 'zod';
import { Err } from './errors';

/**
 * Validation rules of §5 as reusable zod pieces. A rule that has its own spec code puts it in the issue's
 * `params.code`; the server answers that code (else 1001) and forms show the code's text next to the field.
 */
export type RuleIssueParams = { code: number };

function fail(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string) {
  ctx.addIssue({ code: 'custom', message, params: { code } satisfies RuleIssueParams });
}

/** Characters allowed in registration and account passwords (§5). */
export const ACCOUNT_PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+{}|:;?]*$/;

/** Registration, reset and account password: at least 6 characters, no spaces, letters, digits and !@#$%^&*()_+{}|:;? */
export const accountPassword = z.string().superRefine((v, ctx) => {
  if (v.length === 0) return fail(ctx, Err.PASSWORD_EMPTY, 'password empty');
  if (!ACCOUNT_PASSWORD_CHARS.test(v)) return fail(ctx, Err.PASSWORD_BAD_CHARS, 'password has disallowed characters');
  if (v.length < 6 || v.length > 32) return fail(ctx, Err.PASSWORD_NON_COMPLIANT, 'password must be 6-32 characters');
});

/** Staff and device password: 8-16 characters, letters, digits, symbols, no spaces. */
export const staffPassword = z.string().superRefine((v, ctx) => {
  if (v.length === 0) return fail(ctx, Err.PASSWORD_EMPTY, 'password empty');
  if (/\s/.test(v) || !/^[\x21-\x7e]*$/.test(v))
    return fail(ctx, Err.PASSWORD_BAD_CHARS, 'password has disallowed characters');
  if (v.length < 8 || v.length > 16) return fail(ctx, Err.PASSWORD_NON_COMPLIANT, 'password must be 8-16 characters');
});

/** Online-shop password: 8-16, no spaces, at least one letter and one digit. */
export const shopPassword = z.string().superRefine((v, ctx) => {
  if (v.length === 0) return fail(ctx, Err.PASSWORD_EMPTY, 'password empty');
  if (/\s/.test(v) || !/^[\x21-\x7e]*$/.test(v))
    return fail(ctx, Err.PASSWORD_BAD_CHARS, 'password has disallowed characters');
  if (v.length < 8 || v.length > 16 || !/[A-Za-z]/.test(v) || !/[0-9]/.test(v))
    return fail(ctx, Err.PASSWORD_NON_COMPLIANT, 'password must be 8-16 characters with a letter and a digit');
});

/** Adds the "must match confirmation" rule (20017) to an object holding `password` and `confirmPassword`. */
export function withConfirmation<T extends { password: string; confirmPassword: string }>(
  schema: z.ZodType<T>,
): z.ZodType<T> {
  return schema.superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'passwords differ',
        params: { code: Err.PASSWORDS_DIFFER } satisfies RuleIssueParams,
      });
  }) as unknown as z.ZodType<T>;
}

/** Account name: 8-30 characters (uniqueness is checked by the server). */
export const accountName = z.string().trim().min(8).max(30);

/** E-mail: required, valid; lower-cased and trimmed. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    if (v.length === 0) return fail(ctx, Err.EMAIL_EMPTY, 'e-mail empty');
    if (v.length > 254 || !z.email().safeParse(v).success) return fail(ctx, Err.EMAIL_FORMAT, 'e-mail format wrong');
  });

/** Removes leading zeros from a phone value, keeping one zero when it is all zeros (§5). */
export function stripPhone(value: string): string {
  const digits = value.trim();
  if (/^0+$/.test(digits)) return '0';
  return digits.replace(/^0+/, '');
}

/** A phone number: digits only, leading zeros stripped. */
export const phone = z
  .string()
  .trim()
  .transform(stripPhone)
  .superRefine((v, ctx) => {
    if (v.length === 0) return fail(ctx, Err.MOBILE_EMPTY, 'mobile empty');
    if (!/^[0-9]{4,15}$/.test(v)) return fail(ctx, Err.MOBILE_FORMAT, 'mobile format wrong');
  });

/** An international dialling code such as "86", "+44" or "1-268"; stored without the plus sign. */
export const areaCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/^\+/, ''))
  .superRefine((v, ctx) => {
    if (!/^[0-9]{1,4}(-[0-9]{1,4})?$/.test(v)) return fail(ctx, Err.AREA_CODE_WRONG, 'area code wrong');
  });

/** A six-digit verification code. */
export const verificationCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/);

/** A decimal string with 0 to `places` decimals (§5: 0-4), non-negative unless `signed`. */
export function decimal(places = 4, opts: { signed?: boolean } = {}) {
  const fraction = places > 0 ? `(\\.[0-9]{1,${places}})?` : '';
  const re = new RegExp(`^${opts.signed ? '-?' : ''}[0-9]{1,14}${fraction}$`);
  return z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    if (!re.test(s)) {
      ctx.addIssue({ code: 'custom', message: `a number with at most ${places} decimals` });
      return z.NEVER;
    }
    return s;
  });
}

/** Strips what a numeric input may not hold and cuts decimals to `places` (§5), for forms. */
export function sanitizeDecimalInput(raw: string, places = 4): string {
  const cleaned = raw.replace(/[^0-9.]/g, '');
  const [int, ...rest] = cleaned.split('.');
  if (rest.length === 0 || places === 0) return int;
  return `${int}.${rest.join('').slice(0, places)}`;
}

/** Upload limits (§5, §9) in bytes and the MIME types each kind accepts. */
export const UPLOAD_LIMITS = {
  video: { maxBytes: 20 * 1024 * 1024, types: ['video/mp4', 'video/webm', 'video/quicktime'] },
  audio: { maxBytes: 10 * 1024 * 1024, types: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/webm'] },
  image: { maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
  logo: { maxBytes: 200 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** Why an upload is refused, or null when it fits its kind's size and type. */
export function checkUpload(kind: UploadKind, file: { size: number; type: string }): 'size' | 'type' | null {
  const limit = UPLOAD_LIMITS[kind];
  if (!(limit.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > limit.maxBytes) return 'size';
  return null;
}

/** A calendar date (YYYY-MM-DD) that is not after today in the caller's time zone (`offsetMinutes` east of UTC). */
export function dateNotAfterToday(offsetMinutes = 0) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => v <= new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(0, 10), {
      message: 'date beyond today',
    });
}

/** Generated client ids: 'uuid_' plus 8 random lowercase letters or digits (§9). */
export const clientId = z.string().regex(/^uuid_[a-z0-9]{8}$/);
