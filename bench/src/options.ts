/** The bench's command line: its help text, the parsed options and the settings derived from them. */
import { parseArgs } from 'node:util';
import { SCALES, type ScaleName } from './data/types.ts';
import { DEFAULT_DATABASE_URL } from './db.ts';

const HELP = `Usage: npm run bench -- [options]
  --scale 10k|100k|1m   records in the big tenant (default 100k; nine more tenants get 1% each)
  --smoke               10k records, 1 s per run, 500 SSE streams: checks that the suite works
  --seconds N           seconds of load per run (default 10)
  --connections N       autocannon connections (default 10)
  --sse N               idle SSE streams to open (default 10000)
  --pglite-scale S      records for the embedded-database scenario (default: the scale, at most 100k)
  --no-pglite           skip the embedded-database scenario
  --only a,b            run only these scenario ids (health, list-organizations, list-deep, list-people,
                        list-library, detail, graph-open, graph-expand, search, write-mix, counts-admin, counts-research,
                        counts-reader, login, operator, stall, sse, processing, alerts, scale-web,
                        scale-workers, embedded, bundle)
  --keep                keep the bench database (its name is printed)
  --name NAME           create the bench database under this name (default intel_bench_<timestamp>_<pid>)
  --reuse NAME          run on a database kept by an earlier run of the same --scale (no loading;
                        new sessions are written for the bench users; the database is kept)
Environment: DATABASE_URL (default ${DEFAULT_DATABASE_URL}): the server where intel_bench_<timestamp> is created and dropped.`;

export const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    sse: { type: 'string' },
    'pglite-scale': { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    name: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

export const scaleName = (args.scale ?? (args.smoke ? '10k' : '100k')).toLowerCase() as ScaleName;
if (!(scaleName in SCALES)) {
  console.error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  process.exit(2);
}
export const pgliteScaleName = (
  args['pglite-scale'] ?? (scaleName === '1m' ? '100k' : scaleName)
).toLowerCase() as ScaleName;
if (!(pgliteScaleName in SCALES)) {
  console.error(`--pglite-scale must be one of ${Object.keys(SCALES).join(', ')}`);
  process.exit(2);
}
export const smoke = args.smoke;
export const seconds = Number(args.seconds ?? (smoke ? 1 : 10));
export const connections = Number(args.connections ?? 10);
export const sseCount = Number(args.sse ?? (smoke ? 500 : 10_000));
const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
/** A list's rerun after the write mix runs when both the list and the write mix do. */
export const wanted = (id: string): boolean =>
  !only ||
  only.has(id) ||
  (id.endsWith('-after-writes') && wanted(id.slice(0, -'-after-writes'.length)) && only.has('write-mix'));
export const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
export const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '_').toLowerCase();
export const dbName = args.reuse || args.name || `intel_bench_${stamp}_${process.pid}`;
if (args.reuse) args.keep = true;
export const BASE_DOMAIN = 'bench.test';
export const PASSWORD = 'bench-password-1';
