import { z } from 'zod';
import { Err } from './errors';
import {
  accountPassword,
  areaCode,
  email,
  phone,
  type RuleIssueParams,
  verificationCode,
  withConfirmation,
} from './rules';

const id = z.coerce.number().int().positive();

/** POST /m/login/checkEmail — answers 200 when the address is free, 20003 when it is registered. */
export const CheckEmailBody = z.object({ email });

/** POST /m/login/getCodeEmail — sends a six-digit code; `purpose` defaults to registration. */
export const GetCodeEmailBody = z.object({
  email,
  sysLanguageId: id.optional(),
  purpose: z.enum(['register', 'changeEmail']).default('register'),
});

/** POST /m/login/getCodePhone — sends a six-digit code by SMS. */
export const GetCodePhoneBody = z.object({
  phone,
  areaCode: areaCode.optional(),
  sysLanguageId: id.optional(),
  sysCountryId: id.optional(),
});

/** POST /m/login/register */
export const RegisterBody = withConfirmation(
  z.object({
    email,
    code: z.string().trim().max(16),
    password: accountPassword,
    confirmPassword: z.string().max(128),
    company: z.string().trim().max(100),
    name: z.string().trim().max(50),
    areaCode,
    phone,
    sysLanguageId: id,
    sysCountryId: id,
    sysCurrencyId: id,
  }),
);
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /m/login/login — back-office login by e-mail and password. */
export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(128),
});

/** The language of a logged-in user. */
export const LanguageDto = z.object({ sysLanguageId: z.number(), sysLanguageCode: z.string() });

/** Login info (§3) plus what the web needs to build its menu. */
export const LoginInfo = z.object({
  id: z.number(),
  tenantId: z.number(),
  name: z.string(),
  loginName: z.string(),
  email: z.string(),
  sysCurrencyId: z.number(),
  languageDto: LanguageDto,
  isBoss: z.boolean(),
  /** Menu permission codes (§6) the user holds. */
  permissions: z.array(z.number()),
});
export type LoginInfo = z.infer<typeof LoginInfo>;

export const LoginResult = z.object({ token: z.string(), user: LoginInfo });
export type LoginResult = z.infer<typeof LoginResult>;

/** POST /m/login/logout — `id` is the user id (§7); the session of the token header ends. */
export const LogoutBody = z.object({ id: id.optional() });

/** POST /m/login/sendEmail — mails a password-reset link. */
export const SendResetEmailBody = z.object({ email, languageId: id.optional() });

/** POST /m/login/updatePwd — sets a new password with the token from the reset link. */
export const ResetPasswordBody = withConfirmation(
  z.object({ token: z.string().min(1).max(256), password: accountPassword, confirmPassword: z.string().max(128) }),
);

/** POST /m/login/checkResetToken — tells the reset page whether its link still works (20033/20034). */
export const CheckResetTokenBody = z.object({ token: z.string().min(1).max(256) });

/** Account info behind /user/userMsg (§3 Account). */
export const AccountInfo = z.object({
  id: z.number(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  phoneVerified: z.boolean(),
  role: z.string(),
  isBoss: z.boolean(),
  address: z.string(),
  sysLanguageId: z.number(),
  sysCountryId: z.number(),
  sysCurrencyId: z.number(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** POST /m/user/update — the account's own editable details. */
export const AccountUpdateBody = z.object({
  name: z.string().trim().min(1).max(50),
  company: z.string().trim().min(1).max(100).optional(),
  address: z.string().trim().max(200).default(''),
  sysLanguageId: id,
});

/** POST /m/user/updatePwd — change own password; every session of the user ends afterwards. */
export const ChangePasswordBody = withConfirmation(
  z.object({ oldPassword: z.string().max(128), password: accountPassword, confirmPassword: z.string().max(128) }),
);

/** The account's current password, asked again before a change of sign-in details (20016 when empty). */
const currentPassword = z
  .string()
  .max(128)
  .superRefine((v, ctx) => {
    if (v.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: 'password empty',
        params: { code: Err.PASSWORD_EMPTY } satisfies RuleIssueParams,
      });
  });

/** POST /m/user/sendEmailCode — a code to the new address. */
export const NewEmailCodeBody = z.object({ email });
/** POST /m/user/updateEmail — the code sent to the new address and the current password (20027 when wrong). */
export const ChangeEmailBody = z.object({ email, code: verificationCode, password: currentPassword });

/** POST /m/user/sendPhoneCode */
export const NewPhoneCodeBody = z.object({ areaCode, phone });
/**
 * POST /m/user/updatePhone — also used by /phone to verify the number given at registration. Replacing a verified
 * number also needs the current password (20016 missing, 20027 wrong).
 */
export const ChangePhoneBody = z.object({
  areaCode,
  phone,
  code: z.string().trim().max(16),
  password: z.string().max(128).optional(),
});

/** POST /m/user/delete — deletes the merchant account (boss only), confirmed with the password. */
export const DeleteAccountBody = z.object({ password: z.string().min(1).max(128) });
