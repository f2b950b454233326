import { describe, expect, it } from 'vitest';
import { auditLine, auditSentence, describeChange } from './audit-sentence';

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

  it('writes content changes as sentences with who did them: dates, sizes, plans and states in Spanish (issue 49 §7)', () => {
    expect(
      auditLine({
        action: 'class.create',
        before: null,
        after: { title: 'Taller de cocina', sessions: 1, starts_at: '2026-12-02T22:00:00Z' },
        actor_name: 'Andrea Pizarro',
        actor_email: 'admin@vitalia.cl',
      }).sentence,
    ).toBe('Andrea Pizarro creó la clase «Taller de cocina» para el mié 2 dic, 19:00');
    expect(
      auditLine({
        action: 'resource.file',
        before: null,
        after: { size: 28_975_056 },
        actor_name: null,
        actor_email: 'ex@vitalia.cl',
      }).sentence,
    ).toBe('ex@vitalia.cl subió el PDF de un e-book (29 MB)');
    const text = describeChange({
      status: 'draft',
      category: 'Nutrición',
      embed_url: null,
      required_plan: 'free',
      starts_at: '2026-12-02T22:00:00Z',
    });
    expect(text).toBe(
      'Estado: Borrador · Categoría: Nutrición · Video: — · Plan requerido: Free · Empieza: mié 2 dic, 19:00',
    );
    expect(text).not.toMatch(/_|T22|draft/);
  });
});
