// npx tsx bench/profile-top.ts <file.cpuprofile> [how many]: the functions with the most self time.
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
const profile = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const top = Number(process.argv[3] ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  if (!node) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + dt);
});
const sorted = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [key, t] of sorted) console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${key}`);

// Then the time under each function (self and callees), for what the self times do not show.
const parent = new Map<number, number>();
for (const n of profile.nodes as (Node & { children?: number[] })[])
  for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
const keyOf = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (!node) break;
    const key = keyOf(node);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
});
console.log('\ninclusive:');
for (const [key, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 0)))
  console.log(`${((t / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
