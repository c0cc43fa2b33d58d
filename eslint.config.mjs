import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const parentImports = { group: ['../*', './../*'] }
const frameworkInternals = {
  group: ['next/dist/*'],
  message: 'Reach Next.js internals through src/platform/framework only.',
}
// The platform and the i18n layer serve every feature, so they must not depend on one: a
// feature's knowledge reaches them as an argument from the caller, never as an import.
const featureImports = {
  group: ['@/features/*'],
  message: 'src/platform and src/i18n may not import features; pass what they need in.',
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'test-results/**',
      'bench/results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/config/env.ts.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [parentImports, frameworkInternals],
        },
      ],
    },
  },
  {
    files: ['src/platform/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [parentImports, frameworkInternals, featureImports] },
      ],
    },
  },
  {
    // The one place that may reach into Next.js's unpublished modules, each checked by a test.
    files: ['src/platform/framework/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, featureImports] }] },
  },
  {
    files: [
      'src/config/env.ts',
      'src/instrumentation.ts',
      'scripts/**',
      'tests/**',
      'bench/**',
      '*.config.*',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The fault tests start Payload and fake services with the integration suite's helpers.
    files: ['tests/resilience/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\./)?\\.\\./(?!int/support/)' }] },
      ],
    },
  },
  {
    // The several-instances test runs the fault tests' loopback SMTP server and port helper.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!int/support/|resilience/support/)' }] },
      ],
    },
  },
]

export default config
