// Preloaded into the stack's processes by bench/profile.mjs (NODE_OPTIONS=--require): counts the
// SQL statements run through better-sqlite3 and mysql2, and records a CPU profile on demand.
// SIGUSR2 writes the statements counted since the last one to `<dir>/sql-<pid>.json`; SIGTTIN
// starts the profiler, SIGTTOU writes `<dir>/<pid>.cpuprofile`. Nothing here runs in production.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.PROFILE_DIR;
const counts = new Map();
const note = (sql) => {
  const text = String(sql).replace(/\s+/g, ' ').slice(0, 120);
  counts.set(text, (counts.get(text) ?? 0) + 1);
};

const fromStack = (name) => require(require.resolve(name, { paths: [join(process.cwd(), 'nest-api'), process.cwd()] }));
try {
  const Database = fromStack('better-sqlite3');
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function countedPrepare(sql, ...rest) {
    const statement = prepare.call(this, sql, ...rest);
    for (const method of ['run', 'get', 'all', 'iterate']) {
      const original = statement[method];
      statement[method] = function counted(...args) {
        note(sql);
        return original.apply(this, args);
      };
    }
    return statement;
  };
} catch {
  // Not a process that reads SQLite.
}
try {
  const { Connection } = fromStack('mysql2');
  for (const method of ['query', 'execute']) {
    const original = Connection.prototype[method];
    Connection.prototype[method] = function counted(sql, ...args) {
      note(typeof sql === 'object' && sql !== null ? sql.sql : sql);
      return original.call(this, sql, ...args);
    };
  }
} catch {
  // Not a process that reads MySQL.
}

process.on('SIGUSR2', () => {
  writeFileSync(join(dir, `sql-${process.pid}.json`), JSON.stringify([...counts].sort((a, b) => b[1] - a[1])));
  counts.clear();
});

let session;
process.on('SIGTTIN', () => {
  session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
});
process.on('SIGTTOU', () => {
  session?.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    session.disconnect();
  });
});
