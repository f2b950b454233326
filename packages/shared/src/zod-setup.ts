import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

// Zod's own fallback messages in Spanish, for both sides. Import once at each entry point.
// Only the Spanish locale is imported: `z.locales` would pull every language into the bundle.
z.config(es());
