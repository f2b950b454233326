import { z } from 'zod';
import { NAME_MIN, PASSWORD_MIN, PHONE_MIN, USERNAME_MAX } from './constants/auth';
import { FORGOT_PASSWORD, LOGIN_ERRORS, REGISTER_ERRORS } from './messages/auth';
import { UserSchema } from './user';
import { HIDDEN_FORMATTING, HIDDEN_FORMATTING_MESSAGE } from './api';
import { EMAIL_PATTERN, USERNAME_PATTERN, newPasswordErrors, stripMailto } from './auth-rules';

const EMAIL_MAX = 254;

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(stripMailto)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(EMAIL_MAX, REGISTER_ERRORS.emailFormat)
        .regex(EMAIL_PATTERN, REGISTER_ERRORS.emailFormat)
        .transform((email) => email.toLowerCase()),
    );

const PASSWORD_MAX = 128;
export const passwordField = z
  .string({ error: REGISTER_ERRORS.passwordRequired })
  .min(1, REGISTER_ERRORS.passwordRequired)
  .min(PASSWORD_MIN, REGISTER_ERRORS.passwordMin)
  .max(PASSWORD_MAX, 'Máximo 128 caracteres');

/** An empty field says it is required (issue 22); one letter, that it is too short (SPEC §5). */
export const nameField = (shortMessage: string, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(NAME_MIN, shortMessage)
    .max(60, 'Máximo 60 caracteres')
    .refine((name) => !HIDDEN_FORMATTING.test(name), HIDDEN_FORMATTING_MESSAGE);

/** E.164 after the phone input normalises it; per-country validity is checked where libphonenumber is loaded. */
export const phoneField = z
  .string({ error: REGISTER_ERRORS.phoneRequired })
  .trim()
  .min(1, REGISTER_ERRORS.phoneRequired)
  .min(PHONE_MIN, REGISTER_ERRORS.phoneShort)
  .max(20, REGISTER_ERRORS.phoneInvalid)
  .regex(/^\+?[0-9 ()-]+$/, REGISTER_ERRORS.phoneInvalid);

export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .max(USERNAME_MAX, REGISTER_ERRORS.usernameFormat)
  .refine((value) => value === '' || USERNAME_PATTERN.test(value), REGISTER_ERRORS.usernameFormat);

export const LoginSchema = z.object({
  email: z
    .string({ error: LOGIN_ERRORS.required })
    .transform(stripMailto)
    .pipe(z.string().min(1, LOGIN_ERRORS.required).max(EMAIL_MAX).toLowerCase()),
  password: z.string({ error: LOGIN_ERRORS.required }).min(1, LOGIN_ERRORS.required).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof LoginSchema>;

/**
 * The same sign-in sent as a plain HTML form (issue 22 item 1): fields arrive as text, the "Recordarme"
 * checkbox as "on" when ticked and absent otherwise.
 */
export const LoginFormPostSchema = LoginSchema.extend({
  rememberMe: z
    .literal('on')
    .optional()
    .transform((ticked) => ticked === 'on'),
});

export const AdminLoginSchema = z.object({
  email: LoginSchema.shape.email,
  password: LoginSchema.shape.password,
});

/** POST /auth/register body (SPEC §3 Registration payload). */
export const RegisterSchema = z.object({
  username: usernameField.optional(),
  email: emailField(REGISTER_ERRORS.emailRequired),
  password: passwordField,
  first_name: nameField(REGISTER_ERRORS.firstNameShort, REGISTER_ERRORS.firstNameRequired),
  last_name: nameField(REGISTER_ERRORS.lastNameShort, REGISTER_ERRORS.lastNameRequired),
  phone: phoneField,
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The registration form: the payload plus its confirmations and the terms box. */
export const RegisterFormSchema = z
  .object({
    username: z.string().optional(),
    email: z.string(),
    confirmEmail: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const check = (path: string, schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]?.message ?? '' });
    };
    check('username', usernameField, form.username ?? '');
    check('email', RegisterSchema.shape.email, form.email);
    if (!form.confirmEmail.trim()) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: REGISTER_ERRORS.confirmEmailRequired });
    } else if (stripMailto(form.confirmEmail).toLowerCase() !== stripMailto(form.email).toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: REGISTER_ERRORS.emailsMismatch });
    }
    check('password', passwordField, form.password);
    if (!form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: REGISTER_ERRORS.confirmPasswordRequired,
      });
    } else if (form.confirmPassword !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REGISTER_ERRORS.passwordsMismatch });
    }
    check('firstName', RegisterSchema.shape.first_name, form.firstName);
    check('lastName', RegisterSchema.shape.last_name, form.lastName);
    check('phone', phoneField, form.phone);
    if (!form.acceptTerms) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: REGISTER_ERRORS.termsRequired });
    }
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: FORGOT_PASSWORD.invalidEmail })
    .transform(stripMailto)
    .pipe(
      z
        .string()
        .max(EMAIL_MAX, FORGOT_PASSWORD.invalidEmail)
        .regex(EMAIL_PATTERN, FORGOT_PASSWORD.invalidEmail)
        .toLowerCase(),
    ),
});

export const ResetPasswordSchema = z.object({
  token: z.string().min(20, FORGOT_PASSWORD.tokenInvalid).max(200, FORGOT_PASSWORD.tokenInvalid),
  password: passwordField,
});

export const ChangePasswordSchema = z.object({
  current_password: z.string().min(1, REGISTER_ERRORS.passwordRequired).max(PASSWORD_MAX),
  new_password: passwordField,
});

/** The change-password form: the call's fields plus the confirmation, with the registration's messages. */
export const ChangePasswordFormSchema = z
  .object({
    current_password: ChangePasswordSchema.shape.current_password,
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((form, ctx) => {
    const errors = newPasswordErrors(form.new_password, form.confirm_password);
    if (errors.password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: errors.password });
    if (errors.confirm) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: errors.confirm });
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const GoogleLoginSchema = z.object({ token: z.string().min(20).max(4096) });

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.union([
  z.object({ auth: z.literal(true), user: UserSchema }),
  z.object({ auth: z.literal(false), user: z.null() }),
]);
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const UsernameCheckSchema = z.object({
  success: z.boolean(),
  available: z.boolean(),
  message: z.string(),
});
export type UsernameCheck = z.infer<typeof UsernameCheckSchema>;
