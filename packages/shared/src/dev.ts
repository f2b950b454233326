import { z } from 'zod';

/** GET /dev/outbox (development only): mail that would have been sent. */
export const OutboxSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type Outbox = z.infer<typeof OutboxSchema>;
