// A CPU profile (.cpuprofile) summed up by where the code comes from: an npm package, a file of
// the apps' builds, a Node internal. `self` is time spent in that code itself, `inclusive` with
// everything it called; both as shares of the time the process was not idle.

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

function originOf({ url, functionName }) {
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)' || functionName === '(root)') return functionName;
  const fromPackage = PACKAGE.exec(url);
  if (fromPackage) return fromPackage[1];
  // V8's builtins and Node's bindings (I/O writes, the microtask queue, the profiler's own dispatch).
  if (!url) return `native ${functionName}`;
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/(nest-api|remix-app)\//, '$1/');
}

const top = (shares, count) =>
  Object.fromEntries(
    [...shares]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([origin, share]) => [origin, Math.round(share * 1000) / 10]),
  );

export function summarizeProfile(profile, count = 15) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const timeOf = new Map();
  profile.samples.forEach((id, index) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const [id, time] of timeOf) {
    const origin = originOf(nodes.get(id).callFrame);
    if (origin === 'idle') continue;
    busy += time;
    self.set(origin, (self.get(origin) ?? 0) + time);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const caller = originOf(nodes.get(at).callFrame);
      if (seen.has(caller) || caller === '(root)') continue;
      seen.add(caller);
      inclusive.set(caller, (inclusive.get(caller) ?? 0) + time);
    }
  }
  const share = (map) => new Map([...map].map(([origin, time]) => [origin, busy ? time / busy : 0]));
  return { selfPercent: top(share(self), count), inclusivePercent: top(share(inclusive), count) };
}
