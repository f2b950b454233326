import { loadConfig } from '../config/env';
import { openDatabase } from './client';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Under the same lock as a starting instance: migrating while instances start is safe (issue 43 §7).
await handle.exclusively(() => handle.migrate());
await handle.close();
console.log(`Migraciones aplicadas (${handle.kind}).`);
