import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, shot } from './browser';
import { ADMIN, checkMailsOnPhone, registerIn, signInAsAdmin } from './fixtures';
import { baseUrl } from './browser';

async function payForPlan(page: Page, plan: 'Premium' | 'Prime', decision: 'Aprobar pago' | 'Rechazar pago') {
  await page.goto('/membership-plans');
  await page.getByRole('button', { name: `Elegir ${plan}` }).click();
  await page.waitForURL('**/checkout-membership?**');
  await page.getByLabel('RUT').fill('11.111.111-2');
  await page.getByRole('button', { name: `Pagar ${plan}` }).click();
  await page.getByText('RUT inválido: revisa el número y el dígito verificador').waitFor();
  await page.getByLabel('RUT').fill('11.111.111-1');
  await page.getByLabel('Dirección').fill('Av. Providencia 1234');
  await page.getByLabel('Comuna o ciudad').fill('Providencia');
  await shot(page, `checkout-${plan}`);
  await page.getByRole('button', { name: `Pagar ${plan}` }).click();
  await page.getByText('Modo de prueba').waitFor();
  await shot(page, `sandbox-${plan}`);
  await page.getByRole('button', { name: decision }).click();
}

/** Her SII document in Mis pagos: issued by a job a moment after the payment, so the page is reloaded until it shows. */
async function documentIssued(page: Page, link: Locator) {
  await expect
    .poll(
      async () => {
        if ((await link.count()) > 0) return 1;
        await page.reload();
        await page.getByRole('region', { name: 'Mis pagos' }).getByText('Plan Premium (mensual)').waitFor();
        return link.count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
}

describe('memberships and payments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a free member upgrades through the sandbox: "Cancelar Plan" on Premium and no "Mejorar plan" button', async () => {
    const { page, context } = await newPage(browser);
    await registerIn(page);
    await page.goto('/membership-plans');
    const premiumCard = page.getByRole('listitem', { name: 'Plan Premium' });
    await premiumCard.getByRole('button', { name: 'Elegir Premium' }).waitFor();
    expect(await page.getByRole('link', { name: 'Mejorar plan' }).isVisible()).toBe(true);
    expect(await page.getByRole('listitem', { name: 'Plan Free' }).getByRole('button').textContent()).toBe(
      'Plan Activo',
    );
    await shot(page, 'plans-free');

    await payForPlan(page, 'Premium', 'Aprobar pago');
    await page.waitForURL('**/payment-success?order_id=*');
    await page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();
    // Premium includes a consultation: booking it is offered first (issue 49 §6).
    await page.getByRole('link', { name: 'Agenda tu consulta incluida' }).waitFor();
    await shot(page, 'payment-success');

    await page.getByRole('link', { name: 'Ver mi plan' }).click();
    await premiumCard.getByRole('button', { name: 'Cancelar Plan' }).waitFor();
    expect(await page.getByRole('listitem', { name: 'Plan Prime' }).getByRole('button').textContent()).toBe(
      'Cambiar Plan',
    );
    expect(await page.getByRole('link', { name: 'Mejorar plan' }).count()).toBe(0);
    await shot(page, 'plans-premium');

    await premiumCard.getByRole('button', { name: 'Cancelar Plan' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu plan Premium?' });
    await dialog.getByRole('button', { name: 'Cancelar al final del período' }).click();
    // Cancelled at the period end: the card says until when, and offers the way back instead of the same dialog.
    await premiumCard.getByRole('button', { name: 'Reactivar plan' }).waitFor();
    await premiumCard.getByText(/^Activo hasta el \d+ de \w+ de \d{4}$/).waitFor();
    await shot(page, 'plans-cancelled');
    await page.goto('/dashboard');
    await page.getByText(/^Activo hasta el /).waitFor();
    await page.goto('/profile');
    await page.getByText(/^Activo hasta el /).waitFor();

    await page.goto('/membership-plans');
    await premiumCard.getByRole('button', { name: 'Reactivar plan' }).click();
    await page
      .getByText(/Tu plan Premium se renovará el /)
      .first()
      .waitFor();
    await premiumCard.getByRole('button', { name: 'Cancelar Plan' }).waitFor();
    await premiumCard.getByText(/^Se renueva el /).waitFor();

    await page.goto('/profile');
    const payments = page.getByRole('region', { name: 'Mis pagos' });
    await payments.getByText('Plan Premium (mensual)').waitFor();
    // Her boleta, issued by the SII's provider after the payment (issue 48 §2): its folio and its PDF.
    const boleta = payments.getByRole('link', { name: /^Boleta electrónica N° \d+/ });
    await documentIssued(page, boleta);
    const pdf = await page.request.get((await boleta.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await context.close();
  });

  it('at 390 px: her initials, a RUT typed as digits, a plan change that shows her credit with her billing filled in, and a cancellation that says until when (issue 22)', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    const { email } = await registerIn(page, { firstName: 'Catalina', lastName: 'Muñoz Rojas' });
    await page.goto('/membership-plans');
    await page.getByRole('heading', { name: 'Elige tu plan' }).waitFor();
    // Chile reads first name + first surname.
    const avatar = decodeURIComponent(
      (await page.getByRole('img', { name: 'Foto de Catalina Muñoz Rojas' }).first().getAttribute('src')) ??
        '',
    );
    expect(avatar).toContain('>CM</text>');

    await page.getByRole('button', { name: 'Elegir Premium' }).click();
    await page.waitForURL('**/checkout-membership?**');
    await page.getByLabel('RUT').pressSequentially('111111111');
    expect(await page.getByLabel('RUT').inputValue()).toBe('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pagar Premium' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();

    // A paying member's plans page names her plan, and Prime shows what her paid month becomes.
    await page.goto('/membership-plans');
    await page.getByRole('heading', { name: 'Tu plan', exact: true }).waitFor();
    await page
      .getByRole('listitem', { name: 'Plan Prime' })
      .getByRole('button', { name: 'Cambiar Plan' })
      .click();
    await page.waitForURL('**/checkout-membership?**');
    // On a phone, above the form: her credit and what she pays today.
    await page
      .getByText(/^Tu plan Premium está pagado hasta el .* No lo pierdes/)
      .filter({ visible: true })
      .waitFor();
    await page.getByText('Total a pagar hoy').waitFor();
    expect(await page.getByLabel('RUT').inputValue()).toBe('11.111.111-1');
    expect(await page.getByLabel('Dirección').inputValue()).toBe('Av. Providencia 1234');
    expect(await page.getByLabel('Comuna o ciudad').inputValue()).toBe('Providencia');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'checkout-change-390');

    // She stays on Premium and cancels it at the period end.
    await page.goto('/membership-plans');
    const premiumCard = page.getByRole('listitem', { name: 'Plan Premium' });
    await premiumCard.getByRole('button', { name: 'Cancelar Plan' }).click();
    await page
      .getByRole('dialog', { name: '¿Cancelar tu plan Premium?' })
      .getByRole('button', { name: 'Cancelar al final del período' })
      .click();
    await premiumCard.getByRole('button', { name: 'Reactivar plan' }).waitFor();
    await premiumCard.getByText(/^Activo hasta el \d+ de \w+ de \d{4}$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'plans-cancelled-390');
    // Confirmed by e-mail, through the queue.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
          const { emails } = (await response.json()) as { emails: { subject: string }[] };
          return emails.map((mail) => mail.subject);
        },
        { timeout: 10_000 },
      )
      .toContain('Cancelaste la renovación de tu plan Premium');

    await page.goto('/profile');
    await page.getByText(/^Activo hasta el /).waitFor();
    expect(await page.getByRole('textbox', { name: 'Teléfono' }).inputValue()).toBe('+56 9 8765 4321');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // Her receipts and plan e-mails, read on a phone (issue 49 §1).
    expect(await checkMailsOnPhone(browser, email, 'mail-commerce-390')).toContain(
      'Cancelaste la renovación de tu plan Premium',
    );
    await context.close();
  });

  it('at 390 px she asks for a factura: the company is checked as she types it, and Mis pagos hands her the factura (issue 48 §2)', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/checkout-membership?plan=premium&interval=month');
    await page.getByLabel('RUT', { exact: true }).fill('11.111.111-1');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    await page.getByRole('checkbox', { name: '¿Necesitas factura?' }).check();
    const company = page.getByRole('group', { name: 'Datos de la empresa' });
    await company.getByLabel('Razón social').fill('Bienestar Laboral SpA');
    await company.getByLabel('RUT de la empresa').pressSequentially('760864284');
    expect(await company.getByLabel('RUT de la empresa').inputValue()).toBe('76.086.428-4');
    await company.getByLabel(/^Giro/).fill('Servicios de bienestar');
    await company.getByLabel('Dirección de la empresa').fill('Av. Apoquindo 4500');
    await company.getByLabel('Comuna').fill('Las Condes');
    await page.getByRole('button', { name: 'Pagar Premium' }).click();
    await company.getByText('RUT de la empresa inválido: revisa el número y el dígito verificador').waitFor();
    await shot(page, 'checkout-factura-390');
    expect(await axeViolations(page)).toEqual([]);
    await company.getByLabel('RUT de la empresa').fill('76.086.428-5');
    await page.getByRole('button', { name: 'Pagar Premium' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL('**/payment-success?order_id=*');

    await page.goto('/profile');
    const payments = page.getByRole('region', { name: 'Mis pagos' });
    const factura = payments.getByRole('link', { name: /^Factura electrónica N° \d+/ });
    await documentIssued(page, factura);
    await shot(page, 'my-payments-factura-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a rejected card lands on /payment-failure and the plan stays Free', async () => {
    const { page, context } = await newPage(browser);
    await registerIn(page);
    await payForPlan(page, 'Prime', 'Rechazar pago');
    await page.waitForURL('**/payment-failure?order_id=*');
    await page.getByRole('heading', { name: 'El pago no se completó' }).waitFor();
    await shot(page, 'payment-failure');
    // Back to the same checkout, her billing data kept (issue 48 §4).
    await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
    await page.waitForURL('**/checkout-membership?plan=prime&interval=month');
    await page.getByText('Usamos los datos de tu última compra; puedes cambiarlos.').waitFor();
    expect(await page.getByLabel('RUT').inputValue()).toBe('11.111.111-1');
    expect(await page.getByLabel('Dirección').inputValue()).toBe('Av. Providencia 1234');
    expect(await page.getByRole('link', { name: 'Mejorar plan' }).isVisible()).toBe(true);
    await context.close();
  });

  it('an admin makes a coupon; a member applies it in her cart and pays the discounted total', async () => {
    const admin = await newPage(browser, { width: 1280 });
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/cupones');
    await admin.page.getByRole('heading', { name: 'Cupones de descuento' }).waitFor();
    await admin.page.getByRole('button', { name: 'Nuevo cupón' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Nuevo cupón' });
    const code = `NAVIDAD-${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
    // No amount yet: the form says what is missing and nothing is made.
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    await dialog.getByText('Indica un porcentaje o un monto de descuento').waitFor();
    await dialog.getByLabel('Monto en pesos').check();
    await dialog.getByLabel('Monto de descuento (CLP)').fill('5.000');
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'admin-coupon-new-1280');
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    const row = admin.page.getByRole('listitem', { name: code });
    await row.getByText('$5.000').waitFor();
    await row.getByText('0 (sin límite) · 1 por persona').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'admin-coupons-1280');
    await admin.context.close();

    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    const title = 'Vivir bien con diabetes tipo 2';
    await page.goto('/cursos');
    await page.getByRole('link', { name: `Conocer ${title}` }).click();
    await page.getByRole('button', { name: 'Comprar por $24.990' }).click();
    await page.getByRole('link', { name: 'En tu carrito' }).click();
    await page.waitForURL('**/carrito');
    await page.getByRole('button', { name: '¿Tienes un cupón?' }).click();
    const field = page.getByLabel('Código del cupón');
    await field.fill('NO-EXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('No encontramos ese cupón. Revisa cómo lo escribiste.').waitFor();
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Cupón ${code}` })
      .waitFor();
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    await summary.getByText(`Descuento (cupón ${code})`).waitFor();
    // $19.990 with IVA included: $16.798 net and $3.192 of IVA.
    await summary.getByText('$16.798').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'cart-coupon-390');
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    await page.getByRole('button', { name: 'Pagar $19.990' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL('**/payment-success?order_id=*');
    await page.getByText('Pagaste $19.990.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px: a plan coupon made by the admin lowers her first payment; another member takes the free trial and pays nothing (issue 48 §3)', async () => {
    const admin = await newPage(browser, { width: 1280 });
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/cupones');
    await admin.page.getByRole('button', { name: 'Nuevo cupón' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Nuevo cupón' });
    const code = `PLAN-${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Código', { exact: true }).fill(code);
    await dialog.getByLabel('Porcentaje de descuento').fill('50');
    await dialog.getByLabel('Planes', { exact: true }).check();
    await dialog.getByLabel('Plan Premium').check();
    await dialog.getByLabel('Solo el primer pago').check();
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'admin-plan-coupon-1280');
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    await admin.page
      .getByRole('listitem', { name: code })
      .getByText('Plan Premium · solo el primer pago')
      .waitFor();
    await admin.context.close();

    const buyer = await newPage(browser, { width: 390, height: 844 });
    await registerIn(buyer.page);
    await buyer.page.goto('/checkout-membership?plan=premium&interval=month');
    await buyer.page.getByRole('button', { name: '¿Tienes un cupón?' }).click();
    await buyer.page.getByLabel('Código del cupón').fill(code.toLowerCase());
    await buyer.page.getByRole('button', { name: 'Aplicar' }).click();
    await buyer.page.getByText('Cupón aplicado: $9.995 de descuento en tu primer pago.').waitFor();
    await buyer.page.getByText('Total a pagar hoy').filter({ visible: true }).waitFor();
    expect(await buyer.page.getByText('Total a pagar hoy').locator('..').textContent()).toBe(
      'Total a pagar hoy$9.995',
    );
    await buyer.page.getByLabel('RUT').fill('11.111.111-1');
    await buyer.page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await buyer.page.getByLabel('Comuna o ciudad').fill('Providencia');
    expect(await axeViolations(buyer.page)).toEqual([]);
    await shot(buyer.page, 'checkout-plan-coupon-390');
    await buyer.page.getByRole('button', { name: 'Pagar Premium' }).click();
    await buyer.page.getByText('Modo de prueba').waitFor();
    await buyer.page.getByText('$9.995').first().waitFor();
    await buyer.page.getByRole('button', { name: 'Aprobar pago' }).click();
    await buyer.page.getByText('Pagaste $9.995.', { exact: false }).waitFor();
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/membership-plans');
    await page.getByRole('link', { name: 'o pruébalo 7 días gratis' }).click();
    await page.waitForURL('**/checkout-membership?**prueba=1');
    await page.getByRole('heading', { name: 'Prueba Premium 7 días gratis' }).waitFor();
    await page
      .getByText(/^Hoy no pagas nada: tienes acceso completo hasta el/)
      .filter({ visible: true })
      .waitFor();
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'checkout-trial-390');
    await page.getByRole('button', { name: 'Comenzar prueba gratis' }).click();
    await page.getByText('Modo de prueba').waitFor();
    await page.getByText(/prueba gratis de 7 días; después se cobrará \$19\.990 cada mes/).waitFor();
    await shot(page, 'sandbox-trial-390');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.getByRole('heading', { name: '¡Tu prueba gratis comenzó!' }).waitFor();
    await shot(page, 'trial-started-390');
    await page.goto('/membership-plans');
    await page
      .getByText(/Prueba gratis hasta el .*; desde ese día se cobra tu plan/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /pruébalo \d+ días gratis/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'plans-trial-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a course bought on its own: one name throughout, a failed payment back to the same cart, then "Empezar curso"', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    const title = 'Vivir bien con diabetes tipo 2';
    await page.goto('/cursos');
    await page.getByRole('link', { name: `Conocer ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Comprar por $24.990' }).click();
    await page.getByRole('link', { name: 'En tu carrito' }).click();
    await page.waitForURL('**/carrito');
    // The cart calls it what the course page calls it.
    await page.getByText(`Curso: ${title}`).first().waitFor();
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    await page.getByRole('button', { name: 'Pagar $24.990' }).click();
    await page.getByRole('button', { name: 'Rechazar pago' }).click();
    await page.waitForURL('**/payment-failure?order_id=*');

    // "Intentar de nuevo": the same cart, her data still there.
    await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
    await page.waitForURL('**/carrito');
    await page.getByText('Usamos los datos de tu última compra; puedes cambiarlos.').waitFor();
    expect(await page.getByLabel('RUT').inputValue()).toBe('11.111.111-1');
    expect(await page.getByLabel('Comuna o ciudad').inputValue()).toBe('Providencia');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'cart-retry-390');
    await page.getByRole('button', { name: 'Pagar $24.990' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL('**/payment-success?order_id=*');

    // The success page lists what she bought, each with its way in.
    const bought = page.getByRole('list', { name: 'Lo que compraste' });
    await bought.getByText(`Curso: ${title}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'payment-success-items-390');
    await bought.getByRole('link', { name: `Abrir Curso: ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Empezar curso' }).waitFor();
    expect(await page.getByRole('button', { name: 'Inscribirme gratis' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mejora tu plan' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'course-bought-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Webpay: she chooses it at checkout, pays on Transbank’s form and comes back approved; her plan does not renew by itself', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await registerIn(page);
    await page.goto('/checkout-membership?plan=premium&interval=month');
    const methods = page.getByRole('group', { name: 'Medio de pago' });
    await methods.getByRole('radio', { name: /Modo de prueba/ }).waitFor();
    await methods.getByRole('radio', { name: /Webpay/ }).check();
    await page.getByText(/^Pagas una vez con Webpay/).waitFor();
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'checkout-webpay-390');
    await page.getByRole('button', { name: 'Pagar Premium' }).click();
    // Our hand-off page posts her token to Transbank by itself.
    await page.getByRole('heading', { name: 'Webpay · prueba' }).waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL('**/payment-success?order_id=*');
    await page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();
    await page.getByText('Ya tienes el plan Premium.', { exact: false }).waitFor();

    // Paying the same plan again is her next period, with Webpay only: the plans page links to it.
    await page.goto('/membership-plans');
    await page.getByText('Lo pagaste con Webpay, que no se renueva solo:', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'pagar el próximo periodo' }).click();
    await page.getByRole('heading', { name: 'Renueva tu plan Premium' }).waitFor();
    await page
      .getByText(/^Pagas tu próximo periodo de Premium ahora/)
      .filter({ visible: true })
      .waitFor();
    expect(await page.getByRole('group', { name: 'Medio de pago' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pagar la renovación' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Webpay: cancelling on Transbank’s form says so, and "Reintentar el pago" opens it again', async () => {
    const { page, context } = await newPage(browser);
    await registerIn(page);
    await page.goto('/checkout-membership?plan=prime&interval=month&medio=webpay');
    expect(await page.getByRole('radio', { name: /Webpay/ }).isChecked()).toBe(true);
    await page.getByLabel('RUT').fill('11.111.111-1');
    await page.getByLabel('Dirección').fill('Av. Providencia 1234');
    await page.getByLabel('Comuna o ciudad').fill('Providencia');
    await page.getByRole('button', { name: 'Pagar Prime' }).click();
    await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click();
    await page.waitForURL('**/payment-failure?order_id=*&motivo=cancelado');
    await page.getByText('Cancelaste el pago en Webpay. No se hizo ningún cargo.').waitFor();
    await shot(page, 'webpay-cancelled');
    await page.getByRole('button', { name: 'Reintentar el pago' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();
    await page.getByText('Ya tienes el plan Prime.', { exact: false }).waitFor();
    await context.close();
  });

  it('an admin finds a member’s payment, its receipt and the membership', async () => {
    const member = await newPage(browser);
    const { email } = await registerIn(member.page);
    await payForPlan(member.page, 'Premium', 'Aprobar pago');
    await member.page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();
    await member.context.close();

    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/login-admin');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Acceder al panel' }).click();
    await page.waitForURL('**/admin');
    await page.goto('/admin/payments');
    await page.getByLabel('Miembro, correo o RUT').fill(email);
    await page.getByLabel('Estado').selectOption('paid');
    const row = page.getByRole('row').filter({ hasText: email });
    // The total's own cell (a phone reads it under the state, a copy hidden at this width).
    await row.getByRole('cell', { name: '$19.990', exact: true }).waitFor();
    expect(await row.getByRole('link', { name: /Comprobante del pedido/ }).count()).toBe(1);
    // The filters are in the address: a reload (or a shared link) shows the same list.
    await page.waitForURL((url) => url.searchParams.get('member') === email);
    expect(new URL(page.url()).searchParams.get('status')).toBe('paid');
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: '$19.990', exact: true })
      .waitFor();
    expect(await page.getByLabel('Miembro, correo o RUT').inputValue()).toBe(email);
    await shot(page, 'admin-payments');

    await page.goto('/admin/memberships');
    await page.getByLabel('Miembro o correo').fill(email);
    await page.getByRole('row').filter({ hasText: email }).getByText('Premium · mensual').waitFor();
    await page.waitForURL((url) => url.searchParams.get('member') === email);
    await page.getByLabel('Estado').selectOption('');
    await page.waitForURL((url) => url.searchParams.get('status') === 'todas');
    await page.getByRole('row').filter({ hasText: email }).getByText('Premium · mensual').waitFor();
    await shot(page, 'admin-memberships');
    await context.close();
  });
});
