import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from './client';
import { ensureUser, isEmpty, seedContent, seedDemoAccounts } from './seed/seed';
import { seedFoods } from './seed/foods';

/**
 * Runs at every start: migrations, the seed on a first (empty) start, the foods table's missing rows (an
 * upgraded instance gets them too), and the ADMIN_EMAIL admin.
 * Kept out of app.ts so tests can build the app on an already prepared database.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: AppConfig,
): Promise<{ seeded: boolean }> {
  // Two instances starting together on a new or upgraded database take turns (issue 43 §7).
  return handle.exclusively(() => prepare(handle, config));
}

async function prepare(handle: DatabaseHandle, config: AppConfig): Promise<{ seeded: boolean }> {
  await handle.migrate();
  // Before the demo: its recipes and plans are made of these foods.
  await seedFoods(handle.db);
  const seeded = await isEmpty(handle.db);
  if (seeded) {
    await seedContent(handle.db, { demo: !config.isProduction });
    if (!config.isProduction) await seedDemoAccounts(handle.db);
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const localPart = config.ADMIN_EMAIL.split('@')[0] ?? 'admin';
    await ensureUser(handle.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      firstName: 'Administración',
      lastName: 'Vitalia',
      username:
        localPart
          .toLowerCase()
          .replace(/[^a-z0-9._]/g, '')
          .slice(0, 12) || 'admin',
      role: 'admin',
    });
  }
  return { seeded };
}
