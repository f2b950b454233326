import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Code flows one way: shared → features → app; a feature never imports another (STYLE §3.4). */
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Una feature no importa otra: compón ambas en una ruta de app/.',
  })),
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/hooks',
      './apps/web/src/lib',
      './apps/web/src/utils',
      './apps/web/src/config',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'El código compartido no importa features ni app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Las features no importan app/.',
  },
  { target: './apps/web', from: './apps/api', message: 'La web nunca importa la API.' },
  { target: './apps/api', from: './apps/web', message: 'La API nunca importa la web.' },
  { target: './packages/shared', from: ['./apps'], message: '@vitalia/shared no depende de las apps.' },
];

/** The server's one domain pattern (docs/decisions/0010-server-domain-pattern.md). */
const apiBoundaries = [
  {
    target: './apps/api/src/routes',
    from: './apps/api/src/db',
    message: 'Las rutas no tocan la base de datos: usa el repositorio o el servicio del dominio.',
  },
  {
    target: './apps/api/src/plugins',
    from: './apps/api/src/routes',
    message: 'Los plugins no importan rutas.',
  },
];

/** Query building, allowed in `*-repository.ts` files and the infrastructure named below only. */
const SQL_ONLY_IN_REPOSITORIES = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: 'Las consultas viven en un *-repository.ts del dominio: aquí solo se importan tipos.',
  },
  {
    regex: '(^|/)db/(schema|client)(/|$)',
    allowTypeImports: true,
    message: 'Las consultas viven en un *-repository.ts del dominio: aquí solo se importan tipos.',
  },
];

/**
 * Infrastructure that is its own repository: the job queue, the rate limiter and the database plugin speak
 * SQL by nature; the sandbox payment provider keeps its fake provider's state in tables of its own.
 */
const SQL_OUTSIDE_REPOSITORIES = [
  'apps/api/src/plugins/app/database.ts',
  'apps/api/src/plugins/app/jobs/job-queue.ts',
  'apps/api/src/plugins/app/rate-limiter.ts',
  'apps/api/src/plugins/app/payments/sandbox-provider.ts',
];

/** The platform's own plugins (not domains): they may use fastify-plugin directly, with options. */
const INFRASTRUCTURE_PLUGINS = [
  'apps/api/src/plugins/app/jobs/job-queue.ts',
  'apps/api/src/plugins/app/mail/mailer.ts',
  'apps/api/src/plugins/app/storage/index.ts',
  'apps/api/src/plugins/app/auth/sessions.ts',
  'apps/api/src/plugins/app/payments/payments.ts',
  'apps/api/src/plugins/app/sii/index.ts',
];

const BARE_SQL_OR = {
  selector:
    "TaggedTemplateExpression[tag.name='sql']:not(:has(TemplateElement[value.raw=/^\\s*\\(/])) TemplateElement[value.raw=/\\b(or|OR)\\b/]",
  message:
    'Un OR suelto en un fragmento sql`` se mezcla con el and() que lo rodea: usa or() de drizzle o envuelve el fragmento entre paréntesis.',
};

const TRANSACTION_OUTSIDE_A_USE_CASE = {
  selector: "CallExpression[callee.property.name='transaction']",
  message:
    'Solo un servicio abre una transacción: el repositorio recibe `tx: Tx` y el servicio llama a app.db.transaction.',
};

const HAND_TYPED_ANSWER = {
  selector: "CallExpression[callee.object.name='api'] > TSTypeParameterInstantiation > TSTypeLiteral",
  message: 'Tipa la respuesta con el tipo del contrato en @vitalia/shared, no con un literal.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...webBoundaries, ...apiBoundaries] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules: a Promise tested as a boolean or left unawaited is a bug that compiles (issue 18:
    // the billing sweep checked `!isUp()`, a Promise, so its "database down" branch never ran).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/web/vite.config.ts', 'apps/api/drizzle.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A form's onSubmit={handleSubmit(…)} returns a Promise that React ignores by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Drizzle's and() joins raw fragments without parentheses: a bare OR inside one widens the whole query
    // (issue 17: `user_id = ? and a or b` listed every member's orders). Use or(), or parenthesise.
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', BARE_SQL_OR] },
  },
  {
    // Only a use case opens a transaction (ADR 0010): repositories take `tx: Tx` (atomic work) or an optional
    // trailing `tx`; routes, notice modules and presenters never open one.
    files: [
      'apps/api/src/**/*-repository.ts',
      'apps/api/src/routes/**/*.ts',
      'apps/api/src/**/*-notices.ts',
      'apps/api/src/**/*-presenter.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', BARE_SQL_OR, TRANSACTION_OUTSIDE_A_USE_CASE] },
  },
  {
    // Small modules (issue 44): a source file past 350 lines says why at its top, or is split by use case.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // Tests may look at the database to check what a call changed.
    files: ['apps/api/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webBoundaries }] },
  },
  {
    // Routes: schema, gate, call, presenter. SQL lives in plugins/app/<domain>/<domain>-repository.ts.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['apps/api/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Las rutas no construyen consultas: usa el repositorio del dominio.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (ADR 0010): outside them, drizzle-orm and the database modules may be
    // imported for their types only (a `tx: Db` parameter), never to build a query.
    files: ['apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts', ...SQL_OUTSIDE_REPOSITORIES],
    rules: { 'no-restricted-imports': ['error', { patterns: SQL_ONLY_IN_REPOSITORIES }] },
  },
  {
    // One way to register a domain (ADR 0010): domainPlugin or domainJobs (plugins/app/domain-plugin.ts),
    // configuration from app.config. A raw fastify-plugin is for the platform's infrastructure only.
    files: ['apps/api/src/plugins/app/*/**/*.ts'],
    ignores: ['**/*.test.ts', ...INFRASTRUCTURE_PLUGINS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify-plugin',
              message:
                'Un dominio se registra con domainPlugin o domainJobs (domain-plugin.ts) y lee app.config.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services take plain values and return plain values or throw AppError; HTTP stays in the routes.
    files: ['apps/api/src/plugins/app/**/*-service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Un servicio no ve la petición HTTP: recibe valores simples.',
            },
          ],
          patterns: SQL_ONLY_IN_REPOSITORIES,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web data layer (issue 44 §5): a response's type comes from the shared contract, never a literal.
      'no-restricted-syntax': ['error', HAND_TYPED_ANSWER],
    },
  },
  {
    // The one way to show waiting (issue 44 §5), outside tests (which read the spec's words on the screen).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        HAND_TYPED_ANSWER,
        {
          selector: 'JSXText[value=/Cargando/]',
          message: 'Muestra la espera con <Loading /> de components/data/load-states.',
        },
        {
          selector: "Literal[value='Cargando...']",
          message: 'Usa UI_TEXT.loading, o <Loading /> de components/data/load-states.',
        },
      ],
    },
  },
  {
    // Screens and components reach the API through their feature's api/ files (one per endpoint).
    files: ['apps/web/src/{app,components,features/*/components}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/api-client',
              importNames: ['api'],
              message: 'Llama a la API desde el archivo del endpoint en features/<feature>/api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only config/env.ts reads the environment (STYLE §3.5).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/config/env.ts',
      'apps/api/src/server.ts',
      'apps/api/src/db/cli-*.ts',
      'apps/api/src/ops/cli-*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Lee la configuración de config/env.ts.' },
      ],
    },
  },
);
