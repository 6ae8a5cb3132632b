// One autocannon measurement: a warm-up (one pass over a short path list, else a few seconds), then the timed
// run; paths rotate through the scenario's list.
import autocannon from 'autocannon';

export async function measure({ baseUrl, paths, connections, seconds, warmupSeconds }) {
  const list = typeof paths === 'string' ? [paths] : paths;
  const options = (length) => {
    let i = 0;
    return {
      url: baseUrl,
      connections,
      ...length,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: list[i++ % list.length] }) }],
    };
  };
  if (warmupSeconds > 0) await autocannon(options(list.length <= 5000 ? { amount: Math.max(list.length, connections * 20) } : { duration: warmupSeconds }));
  const r = await autocannon(options({ duration: seconds }));
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
