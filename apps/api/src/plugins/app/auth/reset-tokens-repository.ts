import { linkTokenHash, newLinkToken } from '../../../lib/link-tokens';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '@vitalia/shared/constants/auth';
import type { Db } from '../../../db/client';
import { passwordResetTokens } from '../../../db/schema/index';

/** Single-use, 1-hour password reset tokens; only their hash is stored. */
export function resetTokens(db: Db) {
  return {
    async issue(userId: number, ttlMs: number = RESET_TOKEN_TTL_MS, tx: Db = db): Promise<string> {
      const token = newLinkToken();
      await tx
        .insert(passwordResetTokens)
        .values({ userId, tokenHash: linkTokenHash(token), expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },
    /** Marks the token used and returns its user, or null when unknown, used or expired. */
    async consume(token: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, linkTokenHash(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return null;
      // Any other outstanding link for the same account stops working too.
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },
  };
}
