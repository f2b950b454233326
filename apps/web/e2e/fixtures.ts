import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, baseUrl, newPage, shot } from './browser';

/** Journeys' shared steps, written once: members, admin sends and the dev outbox. */

export const MEMBER_PASSWORD = 'Vitalia2026';
export const ADMIN = { email: 'admin@vitalia.cl', password: 'Vitalia2026!' };

/** A client address per registration: the server limits sign-ups per address (20 an hour), as it should. */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const uniqueEmail = (prefix = 'miembro') =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cl`;

interface NewMember {
  email?: string;
  firstName?: string;
  lastName?: string;
}

const registrationBody = ({ email = uniqueEmail(), firstName = 'Paula', lastName = 'Reyes' }: NewMember) => ({
  email,
  password: MEMBER_PASSWORD,
  first_name: firstName,
  last_name: lastName,
  phone: '+56987654321',
});

/**
 * Waits until the app has taken over a page that arrived drawn (ADR 0035). Before that the drawn copy is
 * live (its form posts without the app), so a step that needs the app itself (offline handling) waits.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#first-screen').waitFor({ state: 'detached' });
}

/** Registers a member in the page's own browser context (so it is signed in there); returns the id. */
export async function registerIn(page: Page, member: NewMember = {}): Promise<{ id: number; email: string }> {
  const body = registrationBody(member);
  await page.goto('/login');
  const id = await page.evaluate(
    async ({ payload, address }) => {
      await fetch('/api/config');
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-forwarded-for': address },
        body: JSON.stringify(payload),
      });
      if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
      return ((await response.json()) as { user: { id: number } }).user.id;
    },
    { payload: body, address: someAddress() },
  );
  return { id, email: body.email };
}

/** A member made through the API, as a script would (CSRF cookie first, then the call); not signed in. */
export async function registerViaApi(member: NewMember = {}): Promise<{ email: string }> {
  const body = registrationBody(member);
  const { csrf } = await csrfCookie();
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: `csrf_token=${csrf}`,
      'x-forwarded-for': someAddress(),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  return { email: body.email };
}

async function csrfCookie(): Promise<{ csrf: string }> {
  const config = await fetch(`${baseUrl()}/api/config`);
  return { csrf: /csrf_token=([^;]+)/.exec(config.headers.get('set-cookie') ?? '')?.[1] ?? '' };
}

/** The demo admin sends one notification to a member, through the API. */
export async function adminSends(userId: number, title: string, actionUrl = '/classes'): Promise<void> {
  const { csrf } = await csrfCookie();
  const login = await fetch(`${baseUrl()}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf_token=${csrf}` },
    body: JSON.stringify(ADMIN),
  });
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]);
  const session = cookies.find((cookie) => cookie?.startsWith('vitalia_session='));
  // Sign-in rotates the CSRF token.
  const rotated = cookies.find((cookie) => cookie?.startsWith('csrf_token='))?.split('=')[1] ?? csrf;
  const sent = await fetch(`${baseUrl()}/api/admin/notifications/users/${userId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': rotated,
      cookie: `csrf_token=${rotated}; ${session}`,
    },
    body: JSON.stringify({ title, message: 'Te esperamos el jueves a las 19:00', action_url: actionUrl }),
  });
  if (sent.status !== 201) throw new Error(`admin send failed ${sent.status}`);
}

/** The mails to `email` in the dev outbox, newest first, with their HTML. */
export async function mailsTo(email: string): Promise<{ subject: string; html: string; text: string }[]> {
  const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { emails: { subject: string; html: string; text: string }[] }).emails;
}

/**
 * Each mail drawn as a phone's mail app would, 390 px wide (issue 49 §1): nothing wider than the screen,
 * every button a 44 px target, no address written out as a link's words. Answers the subjects checked.
 */
export async function checkMailsOnPhone(
  browser: Browser,
  email: string,
  shotName?: string,
): Promise<string[]> {
  const mails = await mailsTo(email);
  const { page, context } = await newPage(browser, { width: 390, height: 844 });
  for (const [index, mail] of mails.entries()) {
    await page.setContent(mail.html);
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      links: [...document.querySelectorAll('a')].map((link) => ({
        text: link.textContent ?? '',
        height: link.getBoundingClientRect().height,
      })),
    }));
    expect(layout.overflow, mail.subject).toBeLessThanOrEqual(0);
    for (const link of layout.links) {
      expect(link.text, mail.subject).not.toMatch(/https?:\/\//);
      expect(link.height, `${mail.subject}: ${link.text}`).toBeGreaterThanOrEqual(44);
    }
    if (shotName) await shot(page, `${shotName}-${index + 1}`);
  }
  await context.close();
  return mails.map((mail) => mail.subject);
}

/** The first link `pattern` finds in the newest mails to `email` (dev outbox), as a path with its query. */
export async function outboxLinkMatching(email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: { text: string }[] };
    // The pattern's first group when it has one (the link after some words), else the whole match.
    const link = emails
      .map((mail) => {
        const match = pattern.exec(mail.text);
        return match?.[1] ?? match?.[0];
      })
      .find(Boolean);
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link like ${pattern} for ${email}`);
}

/** The reset link e-mailed to `email` (the dev outbox), waiting for the mail that leaves after the answer. */
export const outboxLinkFor = (email: string): Promise<string> =>
  outboxLinkMatching(email, /https?:\/\/\S+reset-password\?token=\S+/);

/** The demo professional (Camila Rojas, a team card with courses and an agenda). */
export const PROFESSIONAL = { email: 'camila@vitalia.cl', password: 'Vitalia2026!' };

/** Signs the page in as the demo professional through /login and waits for her /home. */
export async function signInAsProfessional(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Correo electrónico').fill(PROFESSIONAL.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PROFESSIONAL.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // A professional lands on her own "Hoy" (issue 45 §1), not the members' /home.
  await page.waitForURL('**/trainer/hoy');
}

/** Signs the page in as the demo admin through /login-admin and waits for the admin overview. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login-admin');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Acceder al panel' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** An admin puts a member in Camila's care from the member's page ("Equipo a cargo"). */
export async function assignToCamila(page: Page, memberId: number): Promise<void> {
  await page.goto(`/admin/users/${memberId}`);
  const card = page.getByRole('region', { name: 'Equipo a cargo' });
  await card.getByText('Ninguna profesional la atiende por ahora.').waitFor();
  await card
    .getByLabel('Asignar profesional')
    .selectOption({ label: 'Camila Rojas · Nutricionista clínica y deportiva' });
  await card.getByRole('button', { name: 'Asignar' }).click();
  await card
    .getByText(/Camila Rojas/)
    .first()
    .waitFor();
  await card.getByText('(asignada)', { exact: false }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
}

/** The admin (signed in on `page`) gives a member a plan for a month, as "Otorgar plan" does. */
export async function grantPlanInPage(
  page: Page,
  memberId: number,
  plan: 'premium' | 'prime',
): Promise<void> {
  const status = await page.evaluate(
    async ({ memberId, plan }) => {
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/admin/memberships/grant', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({
          user_id: memberId,
          plan_type: plan,
          months: 1,
          reason: 'Prueba de navegador',
        }),
      });
      return response.status;
    },
    { memberId, plan },
  );
  expect(status).toBe(201);
}

/** She consents to her health data being used, as the intake's last step does. */
export async function consentsInPage(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/users/me/intake', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        goals: ['mas_energia'],
        meals_per_day: '3',
        activity: 'ligera',
        sleep: '6_7',
        diets: [],
        allergies: '',
        conditions: '',
        consent: true,
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/**
 * A new member on her phone (390 px) who consented to her health data being used, put in Camila's care by
 * the admin; and Camila signed in on her laptop. The opening of every between-visits journey.
 */
export async function clientOfCamila(browser: Browser, name: NewMember, options: { plan?: 'prime' } = {}) {
  const member = await newPage(browser, { width: 390, height: 844 });
  const { id, email } = await registerIn(member.page, name);
  await consentsInPage(member.page);
  const admin = await newPage(browser);
  await signInAsAdmin(admin.page);
  await assignToCamila(admin.page, id);
  if (options.plan) await grantPlanInPage(admin.page, id, options.plan);
  await admin.context.close();
  const camila = await newPage(browser, { width: 1280, height: 900 });
  await signInAsProfessional(camila.page);
  return { member, id, email, camila };
}
