import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

export const UPLOADS_BUSY = 'The server is busy with other uploads. Please try again in a moment.';

/**
 * Uploaded files are held in memory while their images are checked and re-encoded. Each request is bounded by its
 * part limits; this bounds the whole process: every file part first reserves its largest possible size, and a
 * part that does not fit gets 503 at once, before any of it is read. Reservations end with the response.
 */
export interface UploadBudget {
  readonly capacity: number;
  used(): number;
  reserve(request: FastifyRequest, bytes: number): void;
}

export function registerUploadBudget(app: FastifyInstance, capacity: number) {
  const held = new WeakMap<FastifyRequest, number>();
  let used = 0;
  const release = (request: FastifyRequest) => {
    const bytes = held.get(request);
    if (bytes === undefined) return;
    held.delete(request);
    used -= bytes;
  };
  const budget: UploadBudget = {
    capacity,
    used: () => used,
    reserve(request, bytes) {
      if (used + bytes > capacity) throw new AppError(503, UPLOADS_BUSY);
      used += bytes;
      held.set(request, (held.get(request) ?? 0) + bytes);
    },
  };
  app.decorate('uploadBudget', budget);
  // Callback hooks, not async ones: every request passes here, and most hold nothing.
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}
