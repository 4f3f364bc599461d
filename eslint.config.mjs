import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (docs/architecture.md). An import that crosses a layer the wrong way is an error,
 * so the shape holds without anyone having to remember it.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group.pattern], message: `${message}: ${group.why}` })) },
    ],
  },
});

const APPS = [
  { pattern: '@crowd/nest-api', why: 'packages serve the apps, never the reverse' },
  { pattern: '@crowd/remix-app', why: 'packages serve the apps, never the reverse' },
  { pattern: '~/*', why: 'packages serve the apps, never the reverse' },
  { pattern: '**/nest-api/**', why: 'packages serve the apps, never the reverse' },
  { pattern: '**/remix-app/**', why: 'packages serve the apps, never the reverse' },
];

/**
 * The API's five domains (docs/architecture.md, "Domains"): a domain imports its own modules, the
 * domains its arrows name, and the port of any domain; any other import of a domain fails lint.
 */
const DOMAINS = {
  crowd: [],
  idea: ['crowd'],
  subscription: ['crowd'],
  auth: ['crowd', 'idea', 'subscription'],
  notification: ['auth', 'crowd', 'idea'],
};
/** A domain's port: the one module of it that every domain may import. */
const PORTS = { auth: 'user', notification: 'notification', subscription: 'subscription' };
/** One module of a domain that may import one more module against the arrows (the reasons: docs/architecture.md). */
const DOMAIN_EXCEPTIONS = [
  { module: 'crowd/crowd-removal', imports: 'idea/idea' },
  { module: 'crowd/public-listing', imports: 'idea/idea' },
];
const MODULES = 'nest-api/src/modules';

function domainZones() {
  const zones = [];
  for (const [domain, arrows] of Object.entries(DOMAINS)) {
    const allowed = arrows.length > 0 ? `only ${arrows.join(', ')} and` : 'only';
    const message = `nest-api domains: ${domain} imports ${allowed} the ports (${Object.entries(PORTS)
      .map(([owner, port]) => `${owner}/${port}`)
      .join(', ')}); docs/architecture.md`;
    const excepted = DOMAIN_EXCEPTIONS.filter((exception) => exception.module.startsWith(`${domain}/`));
    const exceptedNames = excepted.map((exception) => exception.module.slice(domain.length + 1));
    // The excepted modules get zones of their own below, so the domain's zone leaves them out.
    const rest =
      exceptedNames.length > 0 ? `${MODULES}/${domain}/!(${exceptedNames.join('|')})/**` : `${MODULES}/${domain}/**`;
    for (const other of Object.keys(DOMAINS)) {
      if (other === domain || arrows.includes(other)) continue;
      const port = PORTS[other] ? [`./${PORTS[other]}`] : [];
      zones.push({ target: rest, from: `${MODULES}/${other}`, except: port, message });
      for (const exception of excepted) {
        const [owner, module] = exception.imports.split('/');
        zones.push({
          target: `${MODULES}/${exception.module}/**`,
          from: `${MODULES}/${other}`,
          except: owner === other ? [...port, `./${module}`] : port,
          message: `${message} (${exception.module} also ${exception.imports})`,
        });
      }
    }
  }
  return zones;
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.turbo/**', 'data/**', '**/.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/*/tsup.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['nest-api/tsconfig.json', 'remix-app/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The two classic rules; the React Compiler rules of the plugin's newer presets assume React 19.
    files: ['remix-app/**/*.tsx', 'remix-app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  layer(['packages/**'], APPS, 'contracts and i18n import nothing of the apps'),
  layer(
    ['remix-app/app/components/**'],
    [
      { pattern: '**/features/**', why: 'components are generic; features compose them' },
      { pattern: '**/routes/**', why: 'routes are the top layer' },
    ],
    'remix-app layers',
  ),
  layer(
    ['remix-app/app/lib/**'],
    [
      { pattern: '**/features/**', why: 'lib is the bottom layer' },
      { pattern: '**/components/**', why: 'lib is the bottom layer' },
      { pattern: '**/routes/**', why: 'lib is the bottom layer' },
    ],
    'remix-app layers',
  ),
  layer(
    ['remix-app/app/features/**'],
    [{ pattern: '**/routes/**', why: 'routes are the top layer' }],
    'remix-app layers',
  ),
  {
    // A separate rule name, so the layer rules above keep their own options on the same files.
    files: ['remix-app/app/**/*.ts', 'remix-app/app/**/*.tsx'],
    ignores: ['remix-app/app/**/*.server.ts', 'remix-app/app/**/*.server.tsx', 'remix-app/app/**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@crowd/contracts',
              message:
                'Code that reaches the browser imports a narrow subpath (@crowd/contracts/text, /limits, /schemas, …); the root carries the route registry and the OpenAPI builder.',
            },
          ],
        },
      ],
    },
  },
  layer(
    ['nest-api/src/infra/**'],
    [{ pattern: '**/modules/**', why: 'infra is used by modules, never the reverse' }],
    'nest-api layers',
  ),
  layer(
    ['nest-api/src/common/**'],
    [
      { pattern: '**/modules/**', why: 'common is shared by every layer' },
      { pattern: '**/infra/**', why: 'common is shared by every layer' },
    ],
    'nest-api layers',
  ),
  {
    // Every table has one owning module, the one whose entities/ folder holds its entity (uploaded
    // files: infra/files): only that module's files (its repositories) query or write it. Others,
    // repositories too, call what the owner exports, and may name its entities' types. An entity
    // names another module's entity only for its foreign key.
    files: ['nest-api/src/modules/**/*.ts'],
    ignores: ['nest-api/src/modules/*/*/entities/*.entity.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/entities/*',
                '../../*/entities/*',
                '../../*/*/entities/*',
                '../../../*/*/entities/*',
                '**/infra/files/stored-file.entity',
              ],
              allowTypeImports: true,
              message: "nest-api modules: reach another module's table through what that module exports",
            },
          ],
        },
      ],
      // A table named by a string escapes the import rule above: query builders name entity classes.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(from|into|update|(left|inner)Join(AndSelect|AndMapOne|AndMapMany)?)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          message:
            "nest-api modules: name the entity class, not a table or relation by string, so the owner rule sees which table is reached (another module's: through what it exports)",
        },
      ],
    },
  },
  {
    // Only repositories touch TypeORM's data access (a separate rule name, so the table rule above
    // keeps its options on the same files).
    files: ['nest-api/src/modules/**/*.ts'],
    ignores: ['nest-api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', message: 'nest-api modules: only *.repository.ts files touch TypeORM' },
            {
              name: 'typeorm',
              importNames: ['DataSource', 'EntityManager', 'Repository', 'getRepository'],
              message: 'nest-api modules: only *.repository.ts files touch TypeORM',
            },
          ],
        },
      ],
    },
  },
  {
    // A rule of its own (the module rules above keep their options on the same files).
    files: ['nest-api/src/modules/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: domainZones() }] },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
