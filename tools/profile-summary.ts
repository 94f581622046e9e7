// Reads a V8 CPU profile (a bench run with BENCH_CPU_PROF_DIR=dir writes one per server) and prints where the time
// went: self and inclusive time per function, optionally only over the part of the run where a function of yours was
// on the stack (e.g. the submit storm: from the last `saveAnswers` to the last `afterGraded`).
//
//   node --import tsx tools/profile-summary.ts <file.cpuprofile> [--from fn] [--to fn] [--top n]
//
// --from alone: the window from the first to the last sample with that function on the stack.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '40' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: tools/profile-summary.ts <file.cpuprofile> [--from fn] [--to fn] [--top n]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const stackOf = (id: number) => {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push(byId.get(at)!);
  return stack;
};
const label = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/node_modules\//, '').replace(/^.*\//, '')}:${f.lineNumber + 1}`;

let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => (clock += delta));
const onStack = (i: number, name: string) =>
  stackOf(profile.samples[i]!).some((n) => n.callFrame.functionName === name);
const indices = profile.samples.map((_, i) => i);
const firstWith = (name: string) => indices.find((i) => onStack(i, name));
const lastWith = (name: string) => indices.findLast((i) => onStack(i, name));

let from = 0;
let to = profile.samples.length - 1;
if (values.from && values.to) {
  from = lastWith(values.from) ?? from;
  to = lastWith(values.to) ?? to;
} else if (values.from) {
  from = firstWith(values.from) ?? from;
  to = lastWith(values.from) ?? to;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
for (let i = from; i <= to; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  const stack = stackOf(profile.samples[i]!);
  total += delta;
  if (stack[0]!.callFrame.functionName === '(idle)') idle += delta;
  self.set(label(stack[0]!), (self.get(label(stack[0]!)) ?? 0) + delta);
  for (const name of new Set(stack.map(label))) inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
}

const top = Number(values.top);
const print = (title: string, times: Map<string, number>) => {
  console.log(`== ${title}`);
  for (const [name, micros] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`,
    );
};
console.log(
  `window ${((times[to]! - times[from]!) / 1000).toFixed(0)} ms, busy ${((total - idle) / 1000).toFixed(0)} ms`,
);
print('self time', self);
print('inclusive time', inclusive);
