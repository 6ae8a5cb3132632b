import PgBoss from 'pg-boss';
import type { Database } from '../engine/db';

/*
 * Background jobs in PostgreSQL (pg-boss 10, schema `pgboss`, decision 1400): a job is a row, fetched by exactly one
 * worker of any instance (SKIP LOCKED), retried with backoff when its handler throws, and scheduled jobs fire once per
 * cron slot across all instances. Queues are defined before start(); work sent from this process wakes this
 * process's workers at once, work sent by other instances is found within the polling interval.
 */

export const JOB_SCHEMA = 'pgboss';
/** An advisory lock key of our own (pg-boss uses others for its migrations). */
const CREATE_QUEUES_LOCK = 0x70616431;

export interface JobsOptions {
  /** How often an idle worker looks for work that other instances sent (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Replaces every queue's retry limit (API tests use 0, so a failing push is not retried into the next test). */
  retryLimit?: number;
  /** Cron schedules fire from this process (off in API tests, whose databases live for seconds). */
  schedule?: boolean;
  /** pg-boss maintenance: expires jobs stuck in `active`, archives and deletes finished ones. */
  supervise?: boolean;
}

export interface QueueOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job still active after this long is failed (and retried): a crashed worker's jobs are not lost. */
  expireInSeconds?: number;
  /** Jobs fetched and run together by one worker. */
  batchSize?: number;
  /** Five-field cron (UTC): the job is sent once per slot across every instance. */
  cron?: string;
}

export interface Job<T> {
  id: string;
  data: T;
}
export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

interface Queue {
  options: QueueOptions;
  handler: JobHandler<never>;
  workerId?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Jobs {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Queue>();
  private readonly pending = new Set<Promise<unknown>>();
  /** Every query pg-boss has sent and not yet seen answered: a fetch, or a completion it fires and does not await. */
  private readonly queries = new Set<Promise<unknown>>();
  private state: 'new' | 'started' | 'stopped' = 'new';
  private logger: (err: unknown, message: string) => void = () => {};

  constructor(
    private readonly database: Database,
    private readonly options: JobsOptions = {},
  ) {
    this.boss = new PgBoss({
      // The app's own pool: no second set of connections, and the embedded server's address and password come with it.
      db: { executeSql: (text, values) => this.watchQuery(database.pool.query(text, values)) },
      schema: JOB_SCHEMA,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      schedule: options.schedule ?? true,
      supervise: options.supervise ?? true,
      migrate: true,
    });
    this.boss.on('error', (err) => this.log(err, 'job queue error'));
  }

  private watchQuery<T>(query: Promise<T>): Promise<T> {
    this.queries.add(query);
    void query.finally(() => this.queries.delete(query)).catch(() => {});
    return query;
  }

  private log(err: unknown, message: string) {
    this.logger(err, message);
  }

  /** Where failures go (the app's logger, set by buildApp). */
  logTo(logger: (err: unknown, message: string) => void) {
    this.logger = logger;
  }

  /** Declares a queue and its handler; a second definition of the same name is ignored (one app per deps). */
  define<T>(name: string, handler: JobHandler<T>, options: QueueOptions = {}) {
    if (this.queues.has(name)) return;
    if (this.state !== 'new') throw new Error(`job queue ${name} defined after start`);
    this.queues.set(name, { options, handler: handler as JobHandler<never> });
  }

  private sendOptions(name: string): PgBoss.SendOptions {
    const o = this.queue(name).options;
    return {
      retryLimit: this.options.retryLimit ?? o.retryLimit ?? 3,
      retryDelay: o.retryDelaySeconds ?? 5,
      retryBackoff: o.retryBackoff ?? true,
      expireInSeconds: o.expireInSeconds ?? 15 * 60,
    };
  }

  private queue(name: string) {
    const q = this.queues.get(name);
    if (!q) throw new Error(`unknown job queue ${name}`);
    return q;
  }

  /** Installs the schema (first start only), creates the queues, saves the schedules and starts one worker per queue. */
  async start() {
    if (this.state !== 'new') return;
    this.state = 'started';
    await this.boss.start();
    await this.createQueues();
    for (const [name, q] of this.queues) {
      if (q.options.cron) await this.boss.schedule(name, q.options.cron, {}, this.sendOptions(name));
      q.workerId = await this.boss.work(name, { batchSize: q.options.batchSize ?? 1 }, (jobs) => this.track(this.runBatch(name, q, jobs)));
    }
  }

  /**
   * Creates the queues that do not exist yet. Each is a partition of pgboss.job, and two instances attaching
   * partitions at the same moment deadlock (seen when both start on a fresh database): one instance at a time.
   */
  private async createQueues() {
    const names = [...this.queues.keys()];
    const { rows } = await this.database.pool.query<{ name: string }>(`SELECT name FROM ${JOB_SCHEMA}.queue WHERE name = ANY($1)`, [names]);
    const missing = names.filter((n) => !rows.some((r) => r.name === n));
    if (missing.length === 0) return;
    const lock = await this.database.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [CREATE_QUEUES_LOCK]);
      for (const name of missing) await this.boss.createQueue(name);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [CREATE_QUEUES_LOCK]).catch(() => {});
      lock.release();
    }
  }

  /**
   * Runs a batch side by side; the jobs whose handler threw are failed one by one (and retried), the rest are then
   * completed by pg-boss. A full batch fetches the next one at once instead of waiting for the polling interval.
   */
  private async runBatch(name: string, q: Queue, jobs: PgBoss.Job<unknown>[]) {
    const results = await Promise.allSettled(jobs.map((job) => q.handler({ id: job.id, data: job.data as never })));
    await Promise.all(
      results.map(async (r, i) => {
        if (r.status === 'fulfilled') return;
        const message = r.reason instanceof Error ? r.reason.message : String(r.reason);
        this.log(r.reason, `job ${name} failed; it is retried while retries are left`);
        await this.boss.fail(name, jobs[i]!.id, { message });
      }),
    );
    if (jobs.length === (q.options.batchSize ?? 1)) this.wake(name);
  }

  private wake(name: string) {
    const id = this.queues.get(name)?.workerId;
    if (id) this.boss.notifyWorker(id);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise)).catch(() => {});
    return promise;
  }

  /** Stores one job (resolves once it is committed) and wakes this process's worker for it; `startAfter` holds it back (quiet hours). */
  send<T extends object>(name: string, data: T, options: { singletonKey?: string; startAfter?: Date } = {}): Promise<string | null> {
    return this.track(
      this.boss.send(name, data, { ...this.sendOptions(name), ...options }).then((id) => {
        this.wake(name);
        return id;
      }),
    );
  }

  /** Stores many jobs in one statement; a job whose id already exists is skipped (re-running a fan-out adds nothing). */
  async sendMany<T extends object>(name: string, jobs: Array<{ id?: string; data: T }>) {
    if (jobs.length === 0) return;
    const o = this.sendOptions(name);
    await this.track(
      this.boss.insert(
        jobs.map((j) => ({
          id: j.id,
          name,
          data: j.data,
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelay,
          retryBackoff: o.retryBackoff,
          expireInSeconds: o.expireInSeconds,
        })),
      ),
    );
    this.wake(name);
  }

  /**
   * Resolves once every job sent so far has been run: none waiting to start, none running. Retries scheduled for
   * later are not waited for. Tests and the bench use it; a portal never needs to.
   */
  async drain(timeoutMs = 15_000) {
    const end = Date.now() + timeoutMs;
    const names = [...this.queues.keys()];
    for (;;) {
      while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
      const { rows } = await this.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [names],
      );
      if (rows[0]!.n === 0 && this.pending.size === 0) return;
      if (Date.now() > end) throw new Error(`jobs still waiting after ${timeoutMs} ms: ${rows[0]!.n}`);
      for (const name of names) this.wake(name);
      await sleep(15);
    }
  }

  /** Shutdown: waits for jobs being sent and run (up to 10 s; unfinished ones are failed and retried elsewhere). */
  async stop() {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    await Promise.allSettled([...this.pending]);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    await this.quiesce();
  }

  /**
   * pg-boss's stop returns while a fetch may still be answered (and its jobs run) and while the completion of the
   * last batch is still on its way; the pool must outlive both, or the completion meets a closed pool.
   */
  private async quiesce(timeoutMs = 10_000) {
    const end = Date.now() + timeoutMs;
    let quietChecks = 0;
    while (quietChecks < 2 && Date.now() < end) {
      const busy = [...this.queries, ...this.pending];
      if (busy.length > 0) {
        quietChecks = 0;
        await Promise.allSettled(busy);
      } else {
        quietChecks += 1;
      }
      await sleep(20);
    }
  }
}

/** Installs pg-boss's schema into a database (the API tests' template, so each cloned test database has it). */
export async function installJobSchema(database: Database) {
  const jobs = new Jobs(database, { schedule: false, supervise: false });
  await jobs.start();
  await jobs.stop();
}
