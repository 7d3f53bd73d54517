// Test-only oracle driver: plays double eliminations through brackets-manager.js and prints who met whom.
// stdin: JSON list of jobs {slots: [seed|null, ...] (bracket order, a power of two), outcome: {kind: "chalk"|"strength"|"coin", strengths?: [...], seed?: n}}
// stdout: JSON list, per job, of the played matches as [group, round, seedA, seedB] (group 1 winners, 2 losers, 3 final).
'use strict';
const { BracketsManager } = require('brackets-manager');
const { InMemoryDatabase } = require('brackets-memory-db');

function mix(seed, a, b) {
  // a small integer hash both sides compute alike (Python: tests/league/tournament/de_scenarios.py)
  let h = (Math.imul(seed, 1000003) ^ Math.imul(a, 7919) ^ Math.imul(b, 104729)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function winner(outcome, a, b) {
  if (outcome.kind === 'chalk') return Math.min(a, b);
  if (outcome.kind === 'strength') return outcome.strengths[a - 1] > outcome.strengths[b - 1] ? a : b;
  const x = Math.min(a, b), y = Math.max(a, b);
  return (mix(outcome.seed, x, y) & 1) === 0 ? x : y;
}

async function play(job) {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0, name: 'oracle', type: 'double_elimination',
    seeding: job.slots.map((s) => (s === null ? null : `S${s}`)),
    settings: { grandFinal: 'simple', seedOrdering: ['natural'] },
  });
  const participants = await storage.select('participant');
  const seedOf = new Map(participants.map((p) => [p.id, Number(p.name.slice(1))]));
  const played = [];
  for (;;) {
    const matches = await storage.select('match');
    const ready = matches.filter((m) => m.status === 2 && m.opponent1 && m.opponent2
      && m.opponent1.id !== null && m.opponent2.id !== null);
    if (ready.length === 0) break;
    for (const m of ready) {  // a wave: every match ready now (none of them feeds another)
      const a = seedOf.get(m.opponent1.id), b = seedOf.get(m.opponent2.id);
      const w = winner(job.outcome, a, b);
      played.push([m.group_id + 1, m.round_id, a, b]);
      await manager.update.match({ id: m.id, opponent1: { result: w === a ? 'win' : 'loss' }, opponent2: { result: w === b ? 'win' : 'loss' } });
    }
  }
  return played;
}

async function main() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const jobs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const out = [];
  for (const job of jobs) out.push(await play(job));
  process.stdout.write(JSON.stringify(out));
}

main().catch((e) => { process.stderr.write(String(e && e.stack || e)); process.exit(1); });
