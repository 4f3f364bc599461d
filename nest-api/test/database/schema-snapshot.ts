import type { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE } from '../../src/infra/database/data-source';
import { SEARCH_TABLE } from '../../src/modules/idea/idea/idea-search-index.repository';

/** The search index is each database's own full-text structure (FTS5 adds shadow tables), no entity's. */
const isEntitySchema = (table: string): boolean =>
  table !== MIGRATIONS_TABLE && table !== SEARCH_TABLE && !table.startsWith(`${SEARCH_TABLE}_`);

/**
 * The schema as the database itself reports it (information_schema on MySQL/MariaDB, PRAGMAs on
 * SQLite), normalized so the two drivers can be compared: types reduced to a family, indexes
 * and foreign keys described by their columns rather than their names.
 */
export interface SchemaSnapshot {
  tables: string[];
  /** `table.column type null|not null [default …] [pk]` */
  columns: string[];
  /** `table (col1,col2) unique|index` */
  indexes: string[];
  /** Same as indexes, with the name: both drivers must keep the migration's names. */
  indexNames: string[];
  /** `table (cols) -> referenced(cols) on delete RULE` */
  foreignKeys: string[];
  foreignKeyNames: string[];
}

type Row = Record<string, unknown>;

const str = (value: unknown): string => String(value);

function typeFamily(rawType: string, length?: unknown): string {
  const type = rawType
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .trim();
  const declaredLength = /\((\d+)\)/.exec(rawType)?.[1];
  switch (type) {
    case 'int':
    case 'integer':
      return 'integer';
    case 'tinyint':
    case 'boolean':
      return 'boolean';
    case 'varchar':
      return `varchar(${length ?? declaredLength ?? '?'})`;
    case 'text':
      return 'text';
    case 'datetime':
      return 'datetime';
    default:
      return `other:${rawType}`;
  }
}

const sorted = (values: string[]): string[] => [...values].sort();

/** A literal default as text without quotes or parentheses; MariaDB spells "no default" as NULL. */
function normalizeDefault(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value).trim();
  while (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim();
  text = text.replace(/^'(.*)'$/, '$1');
  return text === 'NULL' ? '' : ` default ${text}`;
}

export async function readSchema(dataSource: DataSource): Promise<SchemaSnapshot> {
  return dataSource.options.type === 'better-sqlite3' ? readSqlite(dataSource) : readMysql(dataSource);
}

async function readMysql(dataSource: DataSource): Promise<SchemaSnapshot> {
  const q = (sql: string): Promise<Row[]> => dataSource.query(sql);
  const tables = (
    await q(
      `SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'`,
    )
  )
    .map((row) => str(row.TABLE_NAME))
    .filter(isEntitySchema);
  const inScope = (row: Row): boolean => tables.includes(str(row.TABLE_NAME));

  const primary = new Set(
    (
      await q(
        `SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND CONSTRAINT_NAME = 'PRIMARY'`,
      )
    ).map((row) => `${str(row.TABLE_NAME)}.${str(row.COLUMN_NAME)}`),
  );
  const columns = (
    await q(
      `SELECT TABLE_NAME, COLUMN_NAME, IS_NULLABLE, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH, COLUMN_DEFAULT FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()`,
    )
  )
    .filter(inScope)
    .map((row) => {
      const key = `${str(row.TABLE_NAME)}.${str(row.COLUMN_NAME)}`;
      const type = typeFamily(str(row.DATA_TYPE), row.CHARACTER_MAXIMUM_LENGTH ?? undefined);
      return `${key} ${type} ${row.IS_NULLABLE === 'YES' ? 'null' : 'not null'}${normalizeDefault(row.COLUMN_DEFAULT)}${primary.has(key) ? ' pk' : ''}`;
    });

  const fkRows = (
    await q(
      `SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, k.ORDINAL_POSITION, k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME, r.DELETE_RULE
         FROM information_schema.KEY_COLUMN_USAGE k
         JOIN information_schema.REFERENTIAL_CONSTRAINTS r
           ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
        WHERE k.TABLE_SCHEMA = DATABASE() AND k.REFERENCED_TABLE_NAME IS NOT NULL
        ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
    )
  ).filter(inScope);
  const fkNames = new Set(fkRows.map((row) => `${str(row.TABLE_NAME)}.${str(row.CONSTRAINT_NAME)}`));
  const foreignKeys = groupForeignKeys(
    fkRows.map((row) => ({
      table: str(row.TABLE_NAME),
      name: str(row.CONSTRAINT_NAME),
      from: str(row.COLUMN_NAME),
      referencedTable: str(row.REFERENCED_TABLE_NAME),
      to: str(row.REFERENCED_COLUMN_NAME),
      onDelete: str(row.DELETE_RULE),
    })),
  );

  const indexRows = (
    await q(
      `SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME FROM information_schema.STATISTICS
        WHERE TABLE_SCHEMA = DATABASE() AND INDEX_NAME <> 'PRIMARY' ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    )
  )
    .filter(inScope)
    // An index MySQL created implicitly for a foreign key carries the key's name; SQLite has none.
    .filter((row) => !fkNames.has(`${str(row.TABLE_NAME)}.${str(row.INDEX_NAME)}`));
  const indexes = groupIndexes(
    indexRows.map((row) => ({
      table: str(row.TABLE_NAME),
      name: str(row.INDEX_NAME),
      column: str(row.COLUMN_NAME),
      unique: Number(row.NON_UNIQUE) === 0,
    })),
  );
  return { tables: sorted(tables), columns: sorted(columns), ...indexes, ...foreignKeys };
}

async function readSqlite(dataSource: DataSource): Promise<SchemaSnapshot> {
  const q = (sql: string): Promise<Row[]> => dataSource.query(sql);
  const tables = (await q(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`))
    .map((row) => str(row.name))
    .filter(isEntitySchema);
  const columns: string[] = [];
  const indexRows: Array<{ table: string; name: string; column: string; unique: boolean }> = [];
  const fkRows: Array<{
    table: string;
    name: string;
    from: string;
    referencedTable: string;
    to: string;
    onDelete: string;
  }> = [];
  for (const table of tables) {
    for (const row of await q(`PRAGMA table_info("${table}")`)) {
      columns.push(
        `${table}.${str(row.name)} ${typeFamily(str(row.type))} ${Number(row.notnull) === 1 || Number(row.pk) > 0 ? 'not null' : 'null'}${normalizeDefault(row.dflt_value)}${Number(row.pk) > 0 ? ' pk' : ''}`,
      );
    }
    for (const index of await q(`PRAGMA index_list("${table}")`)) {
      if (index.origin === 'pk') continue;
      const info = (await q(`PRAGMA index_info("${str(index.name)}")`)).sort(
        (a, b) => Number(a.seqno) - Number(b.seqno),
      );
      for (const column of info) {
        indexRows.push({ table, name: str(index.name), column: str(column.name), unique: Number(index.unique) === 1 });
      }
    }
    const createSql = str(
      (await q(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '${table}'`))[0]?.sql,
    );
    const fkList = (await q(`PRAGMA foreign_key_list("${table}")`)).sort(
      (a, b) => Number(a.id) - Number(b.id) || Number(a.seq) - Number(b.seq),
    );
    for (const row of fkList) {
      const name =
        new RegExp(`CONSTRAINT "([^"]+)" FOREIGN KEY \\("${str(row.from)}"\\) REFERENCES "${str(row.table)}"`).exec(
          createSql,
        )?.[1] ?? '?';
      fkRows.push({
        table,
        name,
        from: str(row.from),
        referencedTable: str(row.table),
        to: str(row.to),
        onDelete: str(row.on_delete),
      });
    }
  }
  return { tables: sorted(tables), columns: sorted(columns), ...groupIndexes(indexRows), ...groupForeignKeys(fkRows) };
}

function groupIndexes(
  rows: Array<{ table: string; name: string; column: string; unique: boolean }>,
): Pick<SchemaSnapshot, 'indexes' | 'indexNames'> {
  const byName = new Map<string, { table: string; name: string; columns: string[]; unique: boolean }>();
  for (const row of rows) {
    const key = `${row.table}.${row.name}`;
    const entry = byName.get(key) ?? { table: row.table, name: row.name, columns: [], unique: row.unique };
    entry.columns.push(row.column);
    byName.set(key, entry);
  }
  const entries = [...byName.values()];
  return {
    indexes: sorted(
      entries.map((e) => `${e.table} (${[...e.columns].sort().join(',')}) ${e.unique ? 'unique' : 'index'}`),
    ),
    indexNames: sorted(
      entries.map((e) => `${e.table}.${e.name} (${e.columns.join(',')}) ${e.unique ? 'unique' : 'index'}`),
    ),
  };
}

function groupForeignKeys(
  rows: Array<{ table: string; name: string; from: string; referencedTable: string; to: string; onDelete: string }>,
): Pick<SchemaSnapshot, 'foreignKeys' | 'foreignKeyNames'> {
  const byName = new Map<
    string,
    { table: string; name: string; from: string[]; referencedTable: string; to: string[]; onDelete: string }
  >();
  for (const row of rows) {
    const key = `${row.table}.${row.name}.${row.referencedTable}`;
    const entry = byName.get(key) ?? {
      table: row.table,
      name: row.name,
      from: [],
      referencedTable: row.referencedTable,
      to: [],
      onDelete: row.onDelete,
    };
    entry.from.push(row.from);
    entry.to.push(row.to);
    byName.set(key, entry);
  }
  const entries = [...byName.values()];
  const describe = (e: (typeof entries)[number]): string =>
    `${e.table} (${e.from.join(',')}) -> ${e.referencedTable}(${e.to.join(',')}) on delete ${e.onDelete.toUpperCase()}`;
  return {
    foreignKeys: sorted(entries.map(describe)),
    foreignKeyNames: sorted(entries.map((e) => `${e.name}: ${describe(e)}`)),
  };
}
