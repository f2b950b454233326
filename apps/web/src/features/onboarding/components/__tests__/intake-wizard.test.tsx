import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import type { IntakeResponse } from '@vitalia/shared/onboarding';
import { buildUser, db } from '@/testing/mocks/db';
import { renderApp } from '@/testing/test-utils';
import { IntakeWizard } from '../intake-wizard';

const FIRST_TIME: IntakeResponse = {
  success: true,
  intake: null,
  consent_active: false,
  consent_missing: ['intake', 'check_ins', 'journal', 'progress', 'meal_plans'],
  consents: [],
  prompt: true,
};

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

describe('IntakeWizard (the first questions, issue 11 and 44 §5)', () => {
  it('asks for a goal before going on, then without consent keeps only the goals', async () => {
    const user = userEvent.setup();
    renderApp(<IntakeWizard state={FIRST_TIME} />, { user: buildUser(), route: '/bienvenida' });
    await user.click(continueButton());
    expect(await screen.findByText(ONBOARDING_MESSAGES.goalRequired)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Tus datos de salud');

    await user.click(screen.getByRole('checkbox', { name: 'Más energía' }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Tus datos de salud' })).toBe(document.activeElement);
    expect(screen.getByText('Paso 2 de 4')).toBeTruthy();
    // The bar agrees with the text: half of it, not full because this is her last step (issue 49 §12).
    const bar = screen.getByRole('progressbar', { name: 'Avance del cuestionario' });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');

    await user.click(screen.getByRole('button', { name: 'Guardar mis objetivos' }));
    await screen.findByText(ONBOARDING_MESSAGES.savedGoalsOnly);
    expect(db.intake.saved).toMatchObject({ goals: ['mas_energia'], consent: false });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('with consent asks the habits and health questions too and saves them all', async () => {
    const user = userEvent.setup();
    renderApp(<IntakeWizard state={FIRST_TIME} />, { user: buildUser(), route: '/bienvenida' });
    await user.click(screen.getByRole('checkbox', { name: 'Comer más sano' }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('checkbox', { name: 'Sí, doy mi consentimiento' }));
    await user.click(continueButton());
    await screen.findByText('Paso 3 de 4');
    await user.click(continueButton());
    await screen.findByText('Paso 4 de 4');
    await user.type(screen.getByLabelText(/Alergias/), 'Maní');
    await user.click(screen.getByRole('button', { name: 'Guardar cuestionario' }));
    await screen.findByText(ONBOARDING_MESSAGES.saved);
    expect(db.intake.saved).toMatchObject({ goals: ['comer_sano'], consent: true, allergies: 'Maní' });
  });

  it('"Omitir por ahora" tells the server she skipped it and takes her home', async () => {
    const user = userEvent.setup();
    renderApp(<IntakeWizard state={FIRST_TIME} />, { user: buildUser(), route: '/bienvenida' });
    await user.click(screen.getByRole('button', { name: 'Omitir por ahora' }));
    await screen.findByText(ONBOARDING_MESSAGES.skipped);
    expect(db.intake.skipped).toBe(true);
    expect(db.intake.saved).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});
