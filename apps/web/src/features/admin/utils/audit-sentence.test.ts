import { describe, expect, it } from 'vitest';
import { auditSentence, describeChange } from './audit-sentence';

describe('audit entries in Spanish (issue 22)', () => {
  it('says what an admin did as a sentence', () => {
    expect(
      auditSentence({
        action: 'membership.grant',
        before: null,
        after: { plan_type: 'prime', months: 1, reason: 'Beca de estudio' },
      }).sentence,
    ).toBe('Otorgó Prime por 1 mes: Beca de estudio');
    expect(
      auditSentence({
        action: 'membership.revoke',
        before: { plan_type: 'premium', status: 'active' },
        after: { status: 'revoked', reason: 'Pago duplicado' },
      }).sentence,
    ).toBe('Revocó el plan Premium: Pago duplicado');
    expect(
      auditSentence({ action: 'notification.send', before: null, after: { title: 'Hola', recipients: 3 } })
        .sentence,
    ).toBe('Envió la notificación «Hola» a 3 personas');
  });

  it('labels the fields and values of any other change, never raw keys or JSON', () => {
    const text = describeChange({
      first_name: 'Ana',
      role: 'admin',
      status: 'suspended',
      is_featured_trainer: true,
    });
    expect(text).toBe('Nombre: Ana · Rol: Administración · Estado: Suspendida · Profesional destacada: Sí');
    expect(describeChange({ maintenance_banner: '' })).toBe('Aviso de mantención: —');
    expect(text).not.toMatch(/[{}"]/);
  });

  it('names every action the API records', () => {
    expect(auditSentence({ action: 'resource.create', before: null, after: null }).sentence).toBe(
      'Creó un e-book',
    );
  });
});
