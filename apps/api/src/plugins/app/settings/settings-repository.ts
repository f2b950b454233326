import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dailyMessages, settings } from '../../../db/schema/index';
import type { DailyMessageSetting } from '@vitalia/shared/settings';
import { domainPlugin } from '../domain-plugin';

export type SettingRow = typeof settings.$inferSelect;

export function settingsRepository(db: Db) {
  return {
    async listStored(): Promise<SettingRow[]> {
      return db.select().from(settings);
    },
    async upsert(key: string, value: unknown, updatedBy: number, tx: Db = db): Promise<void> {
      await tx
        .insert(settings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
    },
    async remove(key: string, tx: Db = db): Promise<void> {
      await tx.delete(settings).where(sql`${settings.key} = ${key}`);
    },
    async listDailyMessages(): Promise<DailyMessageSetting[]> {
      const rows = await db.select().from(dailyMessages).orderBy(asc(dailyMessages.position));
      return rows.map((row) => ({ message: row.message, author: row.author, is_active: row.isActive }));
    },
    /** The whole list in its new order: positions are the order, so edit, reorder and delete are one write. */
    async replaceDailyMessages(list: DailyMessageSetting[], tx: Db = db): Promise<void> {
      await tx.delete(dailyMessages);
      if (list.length === 0) return;
      await tx.insert(dailyMessages).values(
        list.map((item, index) => ({
          position: index + 1,
          message: item.message,
          author: item.author || null,
          isActive: item.is_active,
        })),
      );
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export default domainPlugin('settingsRepository', (app) => settingsRepository(app.db), ['database']);
