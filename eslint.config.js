import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'demo-out/**', 'test/fixtures/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Type-aware promise rules (issue 27): a fire-and-forget promise must go through src/bot/background.ts
    // or say why it cannot reject, so a store outage never escapes as an unhandled rejection.
    // Not test/: a test's stray promise cannot take the bot down, and type-aware linting of the tests would double lint time.
    files: ['src/**/*.ts', 'bench/**/*.ts', 'commands/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The engine is pure: no I/O, no clock, no Math.random, no Discord/Redis/canvas.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['discord.js', '@discordjs/*', 'ioredis', '@napi-rs/canvas', 'pino', 'node:fs', 'node:net', 'node:http', 'fs', 'net', 'http'], message: 'src/engine is pure: no I/O libraries.' },
          { group: ['**/bot/**', '**/render/**', '**/store/**'], message: 'src/engine imports nothing from src/bot, src/render or src/store.' },
        ],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the match state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock; pass times in actions.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' }],
    },
  },
);
