import { describe, expect, it } from 'vitest';
import {
  checklistOf,
  consultationStep,
  HEALTH_CONSENT,
  HEALTH_CONSENT_TEXTS,
  HEALTH_CONSENT_USES,
  HEALTH_DATA_USES,
  healthConsentText,
  nextStepOf,
  progressLabel,
  usesMissing,
  type ChecklistFacts,
  type HealthConsentVersion,
  type ChecklistKey,
} from './onboarding-rules';
import { IntakeInputSchema } from './onboarding';

const today: ReadonlySet<ChecklistKey> = new Set(['profile', 'intake', 'tutorial']);
const facts = (overrides: Partial<ChecklistFacts> = {}): ChecklistFacts => ({
  hasPhone: false,
  hasAvatar: false,
  intakeCompleted: false,
  milestones: new Set(),
  available: today,
  ...overrides,
});

describe('getting-started checklist', () => {
  it('starts at 0 de 5 with the intake as the next step', () => {
    const items = checklistOf(facts());
    // Videos and appointments are not built yet: they show "Muy pronto" and do not count.
    expect(progressLabel(items)).toBe('0 de 3');
    expect(nextStepOf(items, 'free').title).toBe('Responde tu cuestionario');
  });

  it('asks only for the part of the profile that is missing', () => {
    const descriptionOf = (overrides: Partial<ChecklistFacts>) =>
      checklistOf(facts(overrides))[0]?.description;
    expect(descriptionOf({ hasPhone: true })).toBe('Agrega tu foto para que tu equipo te reconozca.');
    expect(descriptionOf({ hasAvatar: true })).toBe(
      'Agrega tu teléfono para que tu equipo pueda contactarte.',
    );
    expect(descriptionOf({})).toContain('tu foto y tu teléfono');
  });

  it('counts every step once all sections exist', () => {
    const all = new Set(['profile', 'intake', 'tutorial', 'first_video', 'first_appointment'] as const);
    expect(progressLabel(checklistOf(facts({ available: all })))).toBe('0 de 5');
  });

  it('keeps the exact wording of every consent version, and the current one speaks in one voice', () => {
    expect(healthConsentText('2026-11-v1')).toContain('para que tu equipo adapte tus recomendaciones');
    expect(HEALTH_CONSENT.text).toBe(healthConsentText(HEALTH_CONSENT.version));
    expect(HEALTH_CONSENT.text).not.toMatch(/\btu(s)? /);
    expect(healthConsentText('2020-01-v0')).toBe('');
  });

  it('names every health-data use in today’s text, and asks again of a consent given under an earlier one', () => {
    expect(HEALTH_CONSENT.uses).toEqual(HEALTH_DATA_USES);
    for (const version of Object.keys(HEALTH_CONSENT_TEXTS) as HealthConsentVersion[])
      expect(HEALTH_CONSENT_USES[version].length).toBeGreaterThan(0);
    // Each use the record says it names is in the words she accepted.
    for (const words of [
      'diario de comidas',
      'controles semanales',
      'fotos de progreso',
      'planes de alimentación',
    ])
      expect(HEALTH_CONSENT.text).toContain(words);
    expect(HEALTH_CONSENT.text).toContain('Ley 20.584');
    expect(usesMissing(HEALTH_CONSENT_USES['2026-11-v2'])).toEqual([
      'check_ins',
      'journal',
      'progress',
      'meal_plans',
    ]);
    expect(usesMissing([...HEALTH_DATA_USES])).toEqual([]);
    expect(usesMissing([])).toEqual([...HEALTH_DATA_USES]);
  });

  it('needs both a phone and a photo for a complete profile', () => {
    expect(checklistOf(facts({ hasPhone: true }))[0]?.done).toBe(false);
    expect(checklistOf(facts({ hasPhone: true, hasAvatar: true }))[0]?.done).toBe(true);
  });

  it('counts recorded milestones and never suggests a section that does not exist yet', () => {
    const items = checklistOf(
      facts({ hasPhone: true, hasAvatar: true, intakeCompleted: true, milestones: new Set(['tutorial']) }),
    );
    expect(progressLabel(items)).toBe('3 de 3');
    expect(items.filter((item) => !item.available).map((item) => item.key)).toEqual([
      'first_video',
      'first_appointment',
    ]);
    expect(nextStepOf(items, 'free').title).toBe('Conoce los planes');
    expect(nextStepOf(items, 'premium').href).toBe('/profile');
  });

  it('offers what she left half done once her first steps are done, and not before', () => {
    const reading = {
      title: 'Sigue leyendo «Guía»',
      description: '',
      href: '/biblioteca/4',
      cta: 'Seguir leyendo',
    };
    const done = checklistOf(
      facts({ hasPhone: true, hasAvatar: true, intakeCompleted: true, milestones: new Set(['tutorial']) }),
    );
    expect(nextStepOf(done, 'free', reading)).toBe(reading);
    expect(nextStepOf(done, 'premium', reading)).toBe(reading);
    expect(nextStepOf(checklistOf(facts({})), 'free', reading).title).toBe('Responde tu cuestionario');
  });

  it('suggests the first video once the content section exists', () => {
    const items = checklistOf(
      facts({
        hasPhone: true,
        hasAvatar: true,
        intakeCompleted: true,
        milestones: new Set(['tutorial']),
        available: new Set([...today, 'first_video']),
      }),
    );
    expect(nextStepOf(items, 'free').title).toBe('Mira tu primer video');
  });
});

describe('intake input', () => {
  it('keeps the free-text goal only when "Otro" is chosen, and empty text becomes null', () => {
    const parsed = IntakeInputSchema.parse({
      goals: ['otro'],
      goal_other: ' Dormir mejor ',
      allergies: '  ',
    });
    expect(parsed).toMatchObject({ goal_other: 'Dormir mejor', allergies: null, consent: false, diets: [] });
    expect(IntakeInputSchema.safeParse({ goals: ['otro'] }).success).toBe(false);
    expect(IntakeInputSchema.safeParse({ goals: ['comer_sano', 'comer_sano'] }).success).toBe(false);
  });

  it('puts her consultation first: one in the coming week, else one she can book (issue 49 §6)', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const next = { title: 'Consulta nutricional 1:1 con Camila Rojas', href: '/citas#cita-7' };
    const soon = consultationStep({ next: { ...next, startsAt: '2026-12-02T18:00:00Z' }, bookable: 0 }, now);
    expect(soon).toMatchObject({ title: 'Tu consulta es el mié 2 dic, 15:00', href: '/citas#cita-7' });
    // Far ahead, and nothing left to book: the other steps lead.
    expect(
      consultationStep({ next: { ...next, startsAt: '2027-01-20T18:00:00Z' }, bookable: 0 }, now),
    ).toBeNull();
    // Booked already (however far): no "Agenda" for the same consultation.
    expect(
      consultationStep({ next: { ...next, startsAt: '2027-01-20T18:00:00Z' }, bookable: 1 }, now),
    ).toBeNull();
    expect(consultationStep({ next: null, bookable: 1 }, now)).toMatchObject({
      title: 'Agenda tu consulta incluida',
      href: '/agenda',
    });
    expect(consultationStep({ next: null, bookable: 3 }, now)?.title).toBe('Agenda tus 3 consultas');
    // It outranks a pending first step ("Agrega tu foto").
    const consultation = consultationStep({ next: null, bookable: 1 }, now);
    expect(nextStepOf(checklistOf(facts({})), 'premium', null, consultation).href).toBe('/agenda');
  });
});
