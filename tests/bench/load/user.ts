// One simulated user's loop: no think time (unless BENCH_LOAD_THINK_MS), until the deadline, a weighted random mix of
// list (type filter, createTime sort, mostly page 1, sometimes page 2-5), detail (queryById), add
// (a unique name) and edit (queryById, then PUT with the version it read; a 409 is a concurrent edit
// of the same row and is counted, not an error). What answered 200 goes into the ledger the
// integrity check compares with the database afterwards.
import type { Client, Answer } from './client.ts';
import { KINDS, type Kind, type Recorder } from './stats.ts';

/** Share of each kind in the mix (cumulative draw). */
export const DEFAULT_MIX: [Kind, number][] = [
  ['list', 0.4],
  ['detail', 0.3],
  ['add', 0.15],
  ['edit', 0.15],
];

/** `list=40,detail=30,...` (weights, normalised; kinds left out are not drawn), e.g. for BENCH_LOAD_MIX. */
export function parseMix(text: string): [Kind, number][] {
  const parts = text.split(',').map((p) => p.split('=').map((x) => x.trim()) as [string, string]);
  const mix = parts.map(([k, w]) => {
    if (!KINDS.includes(k as Kind) || !(Number(w) > 0)) throw new Error(`bad mix entry '${k}=${w}'`);
    return [k as Kind, Number(w)] as [Kind, number];
  });
  const total = mix.reduce((a, [, w]) => a + w, 0);
  return mix.map(([k, w]) => [k, w / total]);
}

export interface Ledger {
  /** Name -> id of every add that answered 200. */
  added: Map<string, string>;
  /** Adds sent (any answer). */
  addsSent: number;
  /** Row id -> number of edits of it that answered 200. */
  edits: Map<string, number>;
}

export interface UserPlan {
  index: number;
  client: Client;
  /** Ids to open (the seeded rows). */
  ids: string[];
  /** The rows edits go to: a small set, so that users sometimes edit the same row at once. */
  hot: string[];
  until: number;
  mix: [Kind, number][];
  /** Pause after each request (ms); 0 (the setting) sends the next one at once. */
  thinkMs: number;
  recorder: Recorder;
  ledger: Ledger;
}

/** Small deterministic PRNG (mulberry32) per user, so runs draw the same sequence of kinds. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function draw(mix: [Kind, number][], r: number): Kind {
  let acc = 0;
  for (const [kind, share] of mix) {
    acc += share;
    if (r < acc) return kind;
  }
  return mix[mix.length - 1][0];
}

export async function runUser(plan: UserPlan): Promise<void> {
  const { client, recorder, ledger, index } = plan;
  const rand = prng(index + 1);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  let n = 0;

  /** Time one call; a network error is counted and answers null. 4xx other than 409 are bench bugs. */
  const timed = async (kind: Kind, call: () => Promise<Answer>): Promise<Answer | null> => {
    let a: Answer;
    try {
      a = await call();
    } catch {
      recorder.counts.networkErrors++;
      await new Promise((r) => setTimeout(r, 10));
      return null;
    }
    recorder.add(kind, a.ms, a.status);
    if (plan.thinkMs > 0) await new Promise((r) => setTimeout(r, plan.thinkMs));
    if (a.status === 409 && kind === 'edit') recorder.counts.conflicts++;
    else if (a.status >= 400 && a.status < 500) recorder.counts.refused.push(`${kind} ${a.status}: ${a.body.message}`);
    else if (a.status === 200 && a.body.success === false)
      recorder.counts.refused.push(`${kind} 200 with success false: ${a.body.message}`);
    return a;
  };

  while (performance.now() < plan.until) {
    n++;
    const kind = draw(plan.mix, rand());
    if (kind === 'list') {
      const page = rand() < 0.7 ? 1 : 2 + Math.floor(rand() * 4);
      const order = rand() < 0.8 ? 'desc' : 'asc';
      const qs = `pageNo=${page}&pageSize=10&type=${Math.floor(rand() * 4)}&column=createTime&order=${order}`;
      await timed('list', () => client.call('GET', '/wl/site/list', qs));
    } else if (kind === 'detail') {
      await timed('detail', () => client.call('GET', '/wl/site/queryById', `id=${pick(plan.ids)}`));
    } else if (kind === 'add') {
      const name = `Load u${index} #${++ledger.addsSent}`; // unique across users and phases
      const body = { siteName: name, type: n % 4, siteMode: n % 2, person: `User ${index}`, siteReceiveFee: 12.5 };
      const a = await timed('add', () => client.call('POST', '/wl/site/add', '', body));
      const id = (a?.body.result as { id?: string } | undefined)?.id;
      if (a?.status === 200 && a.body.success !== false && id) ledger.added.set(name, id);
    } else {
      const id = pick(plan.hot);
      const read = await timed('detail', () => client.call('GET', '/wl/site/queryById', `id=${id}`));
      const version = (read?.body.result as { version?: number } | undefined)?.version;
      if (read?.status !== 200 || typeof version !== 'number') continue;
      const body = { id, version, person: `Editor ${index}-${n}`, siteReceiveFee: n % 100 };
      const a = await timed('edit', () => client.call('PUT', '/wl/site/edit', '', body));
      if (a?.status === 200 && a.body.success !== false) ledger.edits.set(id, (ledger.edits.get(id) ?? 0) + 1);
    }
  }
}
