import os from 'node:os';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { commonMessages } from '@praxisport/contract/common';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { frameworkErrorHandler, registerErrorHandler, sendError } from './plugins/error-handler';
import { access, registerAccess, type RouteEntry } from './plugins/access';
import { registerRateLimits } from './plugins/rate-limit';
import { registerIdempotency } from './plugins/idempotency';
import { registerSameOrigin } from './plugins/same-origin';
import type { App, AppContext } from './lib/context';
import { storageOf, type Storage } from './lib/storage';
import { securityHeaders } from './lib/security-headers';
import { webIndexHtml } from './lib/web-pages';
import { findSessionActor } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { registerAnalysisRoutes } from './modules/register-analysis/register-analysis.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { trainingPortfolioRoutes } from './modules/portfolio/training-portfolio.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { gradingRoutes } from './modules/assessments/grading.routes';
import { lfceRoutes } from './modules/lfce/lfce.routes';
import { talksRoutes } from './modules/talks/talks.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { studentImportRoutes } from './modules/student-import/student-import.routes';
import { placementsRoutes } from './modules/placements/placements.routes';
import { visitsRoutes } from './modules/visits/visits.routes';
import { qualifiedAssessmentsRoutes } from './modules/qualified-assessments/qualified-assessments.routes';
import { statusRoutes } from './modules/status/status.routes';
import { nursingPhenomenaRoutes } from './modules/nursing-phenomena/nursing-phenomena.routes';
import { optionQuestionsRoutes } from './modules/option-questions/option-questions.routes';
import { kilianRoutes } from './modules/kilian/kilian.routes';
import { kilianFileHolder } from './modules/kilian/kilian.policy';
import { optionPictureHolder } from './modules/option-questions/option-questions.policy';
import { notifyGuidanceDisputed } from './modules/notifications/notifications.service';
import { onGuidanceDisputed } from './modules/placements/placements.service';
import { auditRoutes } from './modules/audit/audit.routes';

export interface BuildOptions {
  config: AppConfig;
  database: DbHandle;
  storage?: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Builds the API (and, when built, the web app) without listening. */
export async function buildApp({ config, database, storage }: BuildOptions): Promise<App> {
  const files = storage ?? storageOf(config);
  // a wrong bucket or key stops the start here, not at the first upload
  await files.check();
  const app = Fastify({
    logger: config.logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // only behind a proxy that sets X-Forwarded-For; otherwise clients could choose their own address
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.webDist ? webIndexHtml(config.webDist) : undefined);

  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  await app.register(cookie);
  const headers = securityHeaders({
    // HSTS only when the app is served over https (PUBLIC_URL): over plain http it would lock a school's browsers out
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // decision 026: no inline or foreign script; inline styles only because Mantine
    // writes style tags and style attributes (checked in the browser: e2e/csp.spec.ts)
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // a hashed asset (a script, a stylesheet, a font) is no document: the headers that govern documents
  // (CSP, framing, referrer, opener) do nothing on it, and a page loads dozens of them
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'].includes(name)),
  );
  // helmet's headers and the request id on every answer, errors included; the headers are computed once (decision 023)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
  // which process answered: behind a load balancer, a log line or a test finds the process by it
  const processName = config.instanceId ?? `${os.hostname()}-${process.pid}`;
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-praxisport-process', processName);
    done(null, payload);
  });
  await app.register(swagger, {
    openapi: { info: { title: 'PraxisPort API', version: '0.1.0' }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const ctx: AppContext = { db: database.db, config, storage: files };
  registerSameOrigin(app, { publicUrl: config.publicUrl });
  registerAccess(app, { routes, findActor: (token, kind) => findSessionActor(database.db, token, kind, config.sessionTtlHours) });
  registerRateLimits(app, { db: database.db, rules: config.rateLimits });
  registerIdempotency(app, { db: database.db });

  app.get(
    '/api/health',
    { config: { access: access.public }, schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } } },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return sendError(reply, 503, 'UNAVAILABLE', [{ message: commonMessages.databaseUnavailable }]);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  authRoutes(app, ctx);
  usersRoutes(app, ctx);
  // the modules whose records hold stored files grant reading them; they use uploads, so uploads gets them here
  uploadsRoutes(app, ctx, [optionPictureHolder, kilianFileHolder]);
  adminRoutes(app, ctx);
  classesRoutes(app, ctx);
  commentsRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  attendanceRoutes(app, ctx);
  registerAnalysisRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  portfolioRoutes(app, ctx);
  trainingPortfolioRoutes(app, ctx);
  assessmentsRoutes(app, ctx);
  gradingRoutes(app, ctx);
  lfceRoutes(app, ctx);
  talksRoutes(app, ctx);
  privacyRoutes(app, ctx);
  mailRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  // a disputed guidance record notifies its teacher (placements reaches notifications through talks, so it is wired here)
  const offDispute = onGuidanceDisputed(notifyGuidanceDisputed);
  app.addHook('onClose', async () => offDispute());
  profileRoutes(app, ctx);
  studentImportRoutes(app, ctx);
  placementsRoutes(app, ctx);
  visitsRoutes(app, ctx);
  qualifiedAssessmentsRoutes(app, ctx);
  statusRoutes(app, ctx);
  nursingPhenomenaRoutes(app, ctx);
  optionQuestionsRoutes(app, ctx);
  kilianRoutes(app, ctx);
  auditRoutes(app, ctx);

  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      // the build writes .br and .gz beside each asset (scripts/precompress.mjs); sent by Accept-Encoding
      preCompressed: true,
      cacheControl: false,
      // hashed file names under /assets never change: cached for a year; anything else revalidated
      setHeaders: (reply, file) => reply.header('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    // the sign-in page at '/' (the static plugin refuses directory listings)
    app.get('/', { config: { access: access.public }, schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  }
  return app;
}
