import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import moduleCycles from './eslint/module-cycles.js';

// Boundaries (docs/decisions/008-module-faces.md): a server module is used by others only through
// its *.service or *.policy; lib/, db/ and plugins/ import no module; a web feature imports no
// other feature and not app/. Tests may reach in (they build scenes), so they are not checked.
const moduleInternals = {
  regex: '^\\.\\./[^./][^/]*/(?!.*\\.(service|policy)$)|(^|/)modules/[^/]+/(?!.*\\.(service|policy)$)',
  message: 'Use another module only through its *.service or *.policy (decision 008).',
};
const anyModule = { regex: '(^|/)modules(/|$)', message: 'lib/, db/ and plugins/ import no module; app.ts composes them (decision 008).' };

const features = fs.existsSync('web/src/features') ? fs.readdirSync('web/src/features') : [];
/**
 * One block per feature and folder depth: an import of another feature (a relative path that climbs
 * out of the feature, or any path through features/, as an alias would be) or of app/, by an import
 * or export declaration or by import().
 */
const featureBoundaries = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => {
    const restricted = [
      { regex: `^(\\.\\./){${depth + 1}}(?!${feature}/|\\.\\./)|(^|/)features/(?!${feature}/)`, message: 'A feature does not import another feature: share what both need through lib/ or components/ (STYLE: layout).' },
      { regex: `^(\\.\\./){${depth + 2}}app(/|$)|(^|/)src/app(/|$)|^[@~]/app(/|$)`, message: 'A feature does not import app/ (STYLE: layout).' },
    ];
    return {
      files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', { patterns: restricted }],
        // no-restricted-imports does not see import(); a selector's regex holds no '/' (written as \x2F)
        'no-restricted-syntax': ['error', ...restricted.map(({ regex, message }) => ({ selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
      },
    };
  }),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals] }] },
  },
  {
    // no import cycle between server modules, directly or through other files (decision 008)
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { modules: moduleCycles },
    rules: { 'modules/no-cycle': 'error' },
  },
  {
    files: ['server/src/lib/**/*.ts', 'server/src/db/**/*.ts', 'server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [anyModule] }] },
  },
  ...featureBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
