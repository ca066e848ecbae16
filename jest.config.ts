import { execFileSync } from 'node:child_process';
import type { Config } from 'jest';
import nextJest from 'next/jest.js';
import { register } from 'tsx/cjs/api';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A temporary folder per run, removed when it ends (scripts/test/jest-temp-dir.ts).
  globalSetup: '<rootDir>/scripts/test/jest-global-setup.ts',
  globalTeardown: '<rootDir>/scripts/test/jest-global-teardown.ts',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,scripts,worker}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/e2e/'],
  // Two test files at a time even on a 2-core host (jest's default there is one): the slowest
  // files (the Worker's, the scaffold's) mostly wait on child processes and timers, so two
  // overlap well; every Worker test file has its own port and its own database.
  maxWorkers: 2,
  // A test's wall-clock limit, not a speed check: the forms' and chat's tests drive fake timers
  // through several renders, which took over jest's default 5 s on this 2-core host while a build
  // ran beside them. Tests that hold a time budget assert it themselves.
  testTimeout: 20_000,
  // The slowest files first when jest has no timings of its own (jest.sequencer.ts).
  testSequencer: '<rootDir>/jest.sequencer.ts',
};

/**
 * Packages published as ES modules only (the font-metrics reader the font step uses): jest runs
 * CommonJS, so these are compiled like our own sources instead of skipped with node_modules.
 */
const ESM_ONLY_PACKAGES = ['@capsizecss/unpack', 'fontkitten'];

export default async function jestConfig(): Promise<Config> {
  // jest requires the sequencer itself, in this process, with Node's require: tsx (the runner of
  // every other TypeScript script here) lets that require load TypeScript.
  register();
  // One day for the whole run (docs/editors.md#tests-and-the-clock): every worker inherits it, so
  // the loaders, the fixtures and the scaffold agree on what "today" is even across midnight.
  process.env.CONTENT_TODAY ??= new Date().toISOString().slice(0, 10);
  // The drawings' components are build output (docs/drawings.md#how-a-drawing-becomes-a-component):
  // written before any test imports a page that shows one.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/art/build-art.ts'], {
    stdio: 'inherit',
  });
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // next/jest skips node_modules except a list of its own, written "/node_modules/(?!(a|b)/)":
    // ours join that list.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.startsWith('/node_modules/(?!')
        ? pattern.replace('(?!(', `(?!(${ESM_ONLY_PACKAGES.join('|')}|`)
        : pattern,
    ),
  };
}
