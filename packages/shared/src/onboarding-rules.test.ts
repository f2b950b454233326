import { describe, expect, it } from 'vitest';
import {
  checklistOf,
  nextStepOf,
  progressLabel,
  type ChecklistFacts,
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
    expect(progressLabel(items)).toBe('0 de 5');
    expect(nextStepOf(items, 'free').title).toBe('Responde tu cuestionario');
  });

  it('needs both a phone and a photo for a complete profile', () => {
    expect(checklistOf(facts({ hasPhone: true }))[0]?.done).toBe(false);
    expect(checklistOf(facts({ hasPhone: true, hasAvatar: true }))[0]?.done).toBe(true);
  });

  it('counts recorded milestones and never suggests a section that does not exist yet', () => {
    const items = checklistOf(
      facts({ hasPhone: true, hasAvatar: true, intakeCompleted: true, milestones: new Set(['tutorial']) }),
    );
    expect(progressLabel(items)).toBe('3 de 5');
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
});
