/**
 * The Worker: the static site (out/, served by the assets binding), the lead API, the queue
 * consumer that delivers leads and the cron sweep (docs/mail-list-service.md).
 */
import { app } from './app';
import type { DeliveryMessage, Env } from './env';
import { firstLine } from './errors';
import { consume } from './queue';
import { sweep } from './scheduled';

export default {
  fetch: app.fetch,
  queue: (batch, env) => consume(batch, env),
  scheduled: async (_controller, env) => {
    try {
      await sweep(env);
    } catch (error) {
      console.error(`leads: the scheduled sweep failed: ${firstLine(error)}`);
      throw error;
    }
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
