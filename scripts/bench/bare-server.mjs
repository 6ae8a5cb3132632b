// The yardsticks, in their own process, so every scenario's figure can be read as a ratio of them: a bare Fastify
// route, and (with BARE_DATABASE_URL) a bare Fastify route reading one row by primary key through a pool of 10.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const pool = process.env.BARE_DATABASE_URL ? new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 }) : null;
// The measured portal owns the embedded PostgreSQL and restarts it between tables; idle connections then end.
pool?.on('error', () => {});
if (pool)
  app.get('/pg/:id', async (req, reply) => {
    const { rows } = await pool.query('SELECT id, name, details, rating, created_at FROM bench_bare WHERE id = $1', [Number(req.params.id)]);
    return rows[0] ?? reply.code(404).send({ message: 'not found' });
  });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0)),
);
