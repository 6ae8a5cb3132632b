import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@padosi/shared/images';
import { AppError } from '../http/errors';

export const UPLOADS_BUSY = UPLOAD_MESSAGES.busy;
/** Uploads one user, and one address, may have in flight at once (a third waits for one of them to end). */
export const UPLOADS_IN_FLIGHT = 2;

/**
 * Uploaded files are held in memory while their images are checked and re-encoded. Each request is bounded by its
 * part limits; this bounds the whole process. A request reserves the bytes it has actually sent, chunk by chunk
 * (issue 29: reserving each part's largest size up front let four stalled requests of 2 KB hold 125 MB), and a
 * chunk that does not fit gets 503. Each user and each address has at most two uploads in flight, so one account
 * or one machine cannot hold many requests open. Reservations and slots end with the response.
 */
export interface UploadBudget {
  readonly capacity: number;
  used(): number;
  /** Uploads in flight in this process (tests see the slots come back). */
  inFlight(): number;
  /** Takes an upload slot for the request's user and address; 429 when either has two in flight. */
  enter(request: FastifyRequest): void;
  reserve(request: FastifyRequest, bytes: number): void;
}

interface Held {
  bytes: number;
  keys: string[];
}

export function registerUploadBudget(app: FastifyInstance, capacity: number) {
  const held = new WeakMap<FastifyRequest, Held>();
  const slots = new Map<string, number>();
  let used = 0;
  let inFlight = 0;
  const release = (request: FastifyRequest) => {
    const h = held.get(request);
    if (!h) return;
    held.delete(request);
    used -= h.bytes;
    if (h.keys.length > 0) inFlight--;
    for (const key of h.keys) {
      const n = (slots.get(key) ?? 1) - 1;
      if (n > 0) slots.set(key, n);
      else slots.delete(key);
    }
  };
  const holding = (request: FastifyRequest) => {
    let h = held.get(request);
    if (!h) held.set(request, (h = { bytes: 0, keys: [] }));
    return h;
  };
  const budget: UploadBudget = {
    capacity,
    used: () => used,
    inFlight: () => inFlight,
    enter(request) {
      const h = holding(request);
      if (h.keys.length > 0) return;
      const keys = [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : [])];
      if (keys.some((key) => (slots.get(key) ?? 0) >= UPLOADS_IN_FLIGHT)) throw new AppError(429, UPLOAD_MESSAGES.tooManyAtOnce);
      for (const key of keys) slots.set(key, (slots.get(key) ?? 0) + 1);
      h.keys = keys;
      inFlight++;
    },
    reserve(request, bytes) {
      if (used + bytes > capacity) throw new AppError(503, UPLOADS_BUSY);
      used += bytes;
      holding(request).bytes += bytes;
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
