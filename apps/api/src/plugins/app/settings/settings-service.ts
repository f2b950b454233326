import {
  SETTING_DEFAULTS,
  SETTING_SCHEMAS,
  type PublicSettings,
  type SettingKey,
  type Settings,
  type SettingsUpdate,
} from '@vitalia/shared/settings';
import { SETTINGS_MESSAGES } from '@vitalia/shared/messages/admin';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import { announce, CHANNELS } from '../../../db/announce';
import { notifiedCache } from '../../../db/notified-cache';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';

export const SETTINGS_CHANNEL = CHANNELS.settings;

type StoredKey = Exclude<SettingKey, 'daily_messages' | 'featured_trainers'>;
type Stored = Pick<Settings, StoredKey>;

export interface SettingsService {
  /** One stored setting, from this instance's memory (refreshed on every instance by NOTIFY). */
  get<K extends StoredKey>(key: K): Promise<Stored[K]>;
  all(): Promise<{ settings: Settings; updated: Record<string, { at: string; by: number | null }> }>;
  publicView(): Promise<PublicSettings>;
  update(actor: AuditActor, values: SettingsUpdate): Promise<void>;
  reset(actor: AuditActor, key: SettingKey): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/**
 * Settings live in the database; each instance keeps the stored ones in memory and drops that copy when
 * any instance announces a change on PostgreSQL (db/notified-cache.ts, ADR 0008). While LISTEN is down
 * nothing is remembered, so a change made elsewhere is never missed. A stored value that no longer fits
 * its schema (an older release wrote it) falls back to the default instead of breaking the page.
 */
export default domainPlugin(
  'settings',
  async (app) => {
    const repo = app.settingsRepository;
    async function readStored() {
      const values: Stored = { ...SETTING_DEFAULTS };
      const updated: Record<string, { at: string; by: number | null }> = {};
      for (const row of await repo.listStored()) {
        if (!(row.key in SETTING_DEFAULTS)) continue;
        const key = row.key as StoredKey;
        const parsed = SETTING_SCHEMAS[key].safeParse(row.value);
        if (!parsed.success) continue;
        (values as Record<StoredKey, unknown>)[key] = parsed.data;
        updated[key] = { at: row.updatedAt.toISOString(), by: row.updatedBy };
      }
      return { values, updated };
    }
    const storedCache = await notifiedCache(app.database, SETTINGS_CHANNEL, readStored);
    app.addHook('onClose', () => storedCache.close());
    const load = () => storedCache.kept() ?? readStored();

    async function current(key: SettingKey, stored: Stored): Promise<unknown> {
      if (key === 'daily_messages') return repo.listDailyMessages();
      if (key === 'featured_trainers')
        return (await app.trainersRepository.listAll()).filter((row) => row.isFeatured).map((row) => row.id);
      return stored[key];
    }

    /** Checks what a schema cannot: the featured trainers must exist. Before the transaction opens. */
    async function assertWritable(key: SettingKey, value: unknown) {
      if (key !== 'featured_trainers') return;
      const known = new Set((await app.trainersRepository.listAll()).map((row) => row.id));
      if ((value as number[]).some((id) => !known.has(id)))
        throw AppError.badRequest(SETTINGS_MESSAGES.unknownTrainer, {
          featured_trainers: SETTINGS_MESSAGES.unknownTrainer,
        });
    }

    /** Only `tx` inside: PGlite has one connection, so a query on `db` would wait for this very transaction. */
    async function write(key: SettingKey, value: unknown, actor: AuditActor, tx: Db, reset: boolean) {
      if (key === 'daily_messages') return repo.replaceDailyMessages(value as Settings['daily_messages'], tx);
      if (key === 'featured_trainers') return app.trainersRepository.setFeaturedSet(value as number[], tx);
      return reset ? repo.remove(key, tx) : repo.upsert(key, value, actor.id, tx);
    }

    async function change(actor: AuditActor, values: Partial<Record<SettingKey, unknown>>, action: string) {
      const { values: stored } = await load();
      const entries = Object.entries(values) as [SettingKey, unknown][];
      const before = new Map<SettingKey, unknown>();
      for (const [key, value] of entries) {
        await assertWritable(key, value);
        before.set(key, await current(key, stored));
      }
      await app.db.transaction(async (tx) => {
        for (const [key, value] of entries) {
          await write(key, value, actor, tx, action === 'settings.reset');
          await app.auditLog.append(
            actor,
            {
              action,
              entity: 'settings',
              entityId: key,
              before: { [key]: before.get(key) },
              after: { [key]: value },
            },
            tx,
          );
        }
      });
      storedCache.forget();
      await announce(app.db, SETTINGS_CHANNEL, { keys: Object.keys(values) });
    }

    const service: SettingsService = {
      async get(key) {
        return (await load()).values[key];
      },
      async all() {
        const { values, updated } = await load();
        const [dailyMessages, featured] = await Promise.all([
          current('daily_messages', values),
          current('featured_trainers', values),
        ]);
        return {
          settings: {
            ...values,
            daily_messages: dailyMessages as Settings['daily_messages'],
            featured_trainers: featured as number[],
          },
          updated,
        };
      },
      async publicView() {
        const { values } = await load();
        return {
          platform_name: values.platform_name,
          contact_email: values.contact_email,
          contact_whatsapp: values.contact_whatsapp,
          support_hours: values.support_hours,
          maintenance_banner: values.maintenance_banner,
          feedback_prompt_day: values.feedback_prompt_day,
        };
      },
      async update(actor, values) {
        await change(actor, values, 'settings.update');
      },
      async reset(actor, key) {
        if (!(key in SETTING_DEFAULTS)) throw AppError.badRequest(SETTINGS_MESSAGES.invalidValue);
        await change(actor, { [key]: SETTING_DEFAULTS[key as StoredKey] }, 'settings.reset');
      },
    };
    return service;
  },
  ['settings-repository', 'trainers-repository', 'audit-log', 'database'],
);
