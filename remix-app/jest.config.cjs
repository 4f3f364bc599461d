/** Packages under node_modules that ship ES modules only and so are compiled for jest too. */
const esmPackages = [
  'remix-i18next',
  'until-async',
  'rettime',
  '@open-draft/deferred-promise',
  '@web3-storage/multipart-parser',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/app', '<rootDir>/server', '<rootDir>/test', '<rootDir>/tooling'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)(?!.*\\.mjs$)`],
  // The first pattern that matches wins: stylesheets (also `~/tailwind.css?url`) before the `~` alias.
  moduleNameMapper: {
    '\\.css(\\?url)?$': '<rootDir>/test/file-stub.cjs',
    '^~/(.*)$': '<rootDir>/app/$1',
    '^virtual:class-merge-config$': '<rootDir>/test/class-merge-config-stub.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
