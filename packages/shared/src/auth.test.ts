import { describe, expect, it } from 'vitest';
import './zod-setup';
import { LoginSchema, RegisterFormSchema, RegisterSchema } from './auth';
import {
  checkLoginInput,
  normalizeUsernameInput,
  passwordStrength,
  passwordWarning,
  stripMailto,
} from './auth-rules';
import { isPlaceholderGoogleClientId } from './config';
import { displayNameOf, initialsOf, toStoredRole } from './user-rules';

const validForm = {
  username: '',
  email: 'ana@example.cl',
  confirmEmail: 'ana@example.cl',
  password: 'Segura123',
  confirmPassword: 'Segura123',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+56912345678',
  acceptTerms: true,
};

function errorsOf(form: Partial<typeof validForm>): Record<string, string> {
  const result = RegisterFormSchema.safeParse({ ...validForm, ...form });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration rules (SPEC §5)', () => {
  it('accepts a valid form', () => expect(errorsOf({})).toEqual({}));

  it.each([
    [{ email: '' }, 'email', 'El email es requerido'],
    [{ email: 'ana@', confirmEmail: 'ana@' }, 'email', 'Formato de email inválido'],
    [{ confirmEmail: '' }, 'confirmEmail', 'Confirma tu email'],
    [{ confirmEmail: 'otra@example.cl' }, 'confirmEmail', 'Los emails no coinciden'],
    [{ password: '', confirmPassword: '' }, 'password', 'La contraseña es requerida'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', 'Mínimo 8 caracteres'],
    [{ confirmPassword: 'Otra1234' }, 'confirmPassword', 'Las contraseñas no coinciden'],
    [{ firstName: '   ' }, 'firstName', 'El nombre es requerido'],
    [{ firstName: ' A ' }, 'firstName', 'Nombre muy corto'],
    [{ lastName: '' }, 'lastName', 'El apellido es requerido'],
    [{ lastName: 'B' }, 'lastName', 'Apellido muy corto'],
    [{ phone: '' }, 'phone', 'El teléfono es requerido'],
    [{ phone: '+5691' }, 'phone', 'Número de teléfono muy corto'],
    [{ acceptTerms: false }, 'acceptTerms', 'Debes aceptar los términos'],
  ])('%o → %s: %s', (form, field, message) => {
    expect(errorsOf(form)[field]).toBe(message);
  });

  it('strips a leading mailto: and lower-cases the e-mail', () => {
    expect(stripMailto('  mailto:Ana@Example.cl ')).toBe('Ana@Example.cl');
    expect(errorsOf({ email: 'mailto:ana@example.cl' })).toEqual({});
    const parsed = RegisterSchema.parse({
      email: 'MAILTO:Ana@Example.CL',
      password: 'Segura123',
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '+56912345678',
    });
    expect(parsed.email).toBe('ana@example.cl');
  });

  it('keeps usernames to lower-case letters, digits, dot and underscore, at most 12', () => {
    expect(normalizeUsernameInput('Ana.María_2026!!')).toBe('ana.mara_202');
    expect(errorsOf({ username: 'ana maría' }).username).toBeDefined();
    expect(errorsOf({ username: 'ana.perez_1' })).toEqual({});
  });

  it('warns, without blocking, when the password lacks a case or a digit', () => {
    expect(passwordWarning('segura123')).toBe('Incluye mayúscula, minúscula y número');
    expect(passwordWarning('Segura123')).toBeNull();
    expect(errorsOf({ password: 'segura123', confirmPassword: 'segura123' })).toEqual({});
  });

  it.each([
    ['', 0, 'Débil'],
    ['abc', 25, 'Débil'],
    ['abcdefgh', 50, 'Regular'],
    ['Abcdefgh', 75, 'Buena'],
    ['Abcdefg1', 100, 'Excelente'],
  ])('strength of %j is %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('login rules', () => {
  it('requires both fields with the spec message', () => {
    const result = LoginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Email y contraseña son requeridos');
  });
  it('checks the sign-in fields without zod, noting a stripped mailto:', () => {
    expect(checkLoginInput('mailto:ana@x.cl', '')).toEqual({
      email: 'ana@x.cl',
      error: 'Email y contraseña son requeridos',
      mailtoNote: true,
    });
    expect(checkLoginInput('ana@x.cl', 'x')).toEqual({ email: 'ana@x.cl', error: null, mailtoNote: false });
  });
  it('defaults rememberMe to false', () => {
    expect(LoginSchema.parse({ email: 'mailto:a@b.cl', password: 'x' })).toEqual({
      email: 'a@b.cl',
      password: 'x',
      rememberMe: false,
    });
  });
});

describe('user rules', () => {
  it('maps role or user_type to ADMIN or STANDARD', () => {
    expect(toStoredRole({ role: 'admin' })).toBe('ADMIN');
    expect(toStoredRole({ user_type: 'Admin' })).toBe('ADMIN');
    expect(toStoredRole({ role: 'user' })).toBe('STANDARD');
    expect(toStoredRole(null)).toBe('STANDARD');
  });
  it('shows full name, else first name, else the e-mail local part', () => {
    expect(displayNameOf({ email: 'ana@x.cl', first_name: 'Ana', profile: { full_name: 'Ana Pérez' } })).toBe(
      'Ana Pérez',
    );
    expect(displayNameOf({ email: 'ana@x.cl', first_name: 'Ana', profile: { full_name: ' ' } })).toBe('Ana');
    expect(displayNameOf({ email: 'ana@x.cl', first_name: '' })).toBe('ana');
  });
  it('treats placeholder Google client ids as not configured', () => {
    expect(isPlaceholderGoogleClientId(undefined)).toBe(true);
    expect(isPlaceholderGoogleClientId('your-google-client-id.apps.googleusercontent.com')).toBe(true);
    expect(isPlaceholderGoogleClientId('1234567890-abc123def456.apps.googleusercontent.com')).toBe(false);
  });
});

describe('initials (issue 22: first given name and first surname)', () => {
  it('reads two surnames and two given names the Chilean way', () => {
    expect(initialsOf('Catalina', 'Muñoz Rojas')).toBe('CM');
    expect(initialsOf('Ana María', 'Pérez')).toBe('AP');
    expect(initialsOf('  josé  ', ' ñuñez ')).toBe('JÑ');
  });

  it('falls back to the letters it has', () => {
    expect(initialsOf('josefa')).toBe('JO');
    expect(initialsOf('Ana María')).toBe('AM');
    expect(initialsOf('', '')).toBe('?');
  });
});
