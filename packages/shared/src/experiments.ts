// Feature flags (SPEC §7 `GET /experiments`, issue 21 §3): what the web app may switch on or off without a
// release. Admins change them in Configuración; every instance sees the change like any other setting.
// Pure data (no zod), so any screen may read it; the schemas are in settings.ts.

export const EXPERIMENTS = {
  daily_message_button: {
    label: 'Botón flotante del mensaje diario',
    description: 'Las socias ven el mensaje del día en un botón flotante en todas sus pantallas.',
  },
  monthly_feedback_prompt: {
    label: 'Pedir una valoración cada mes',
    description: 'El día del mes elegido, Inicio pregunta a cada socia cómo va su experiencia.',
  },
} as const;

export type ExperimentKey = keyof typeof EXPERIMENTS;
export type Experiments = Record<ExperimentKey, boolean>;
export const EXPERIMENT_KEYS = Object.keys(EXPERIMENTS) as ExperimentKey[];

export const EXPERIMENT_DEFAULTS: Experiments = {
  daily_message_button: true,
  monthly_feedback_prompt: true,
};

export interface ExperimentsResponse {
  success: boolean;
  experiments: Experiments;
}
