/**
 * `build()` makes the app, for tests (`app.inject`) and for `listen` (server.ts): database opened,
 * migrated and seeded, plugins and routes registered. Closing the app closes the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { requestFormats } from 'contracts/rules';
import fastifyStatic from '@fastify/static';
import { loadConfig, type Config } from './config';
import { imagesDir, paintedImagesDir } from './paths';
import { registerCompression } from './plugins/compression';
import { registerAfterAnswer } from './plugins/after-answer';
import { migrate, openDatabase, type Database } from './plugins/database';
import { clientErrors, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { RequestLog, loggerOptions } from './plugins/logging';
import { createMailer, type Mailer } from './plugins/mail';
import { registerSecurity, trustProxyOption } from './plugins/security';
import { blogRoutes } from './routes/blog';
import bookingsService from './domain/bookings/service';
import calendarService from './domain/calendar/service';
import identityService from './domain/identity/service';
import listingReviewService from './domain/listing-review/service';
import moderationService from './domain/moderation/service';
import outboxService from './domain/outbox/service';
import reviewsService from './domain/reviews/service';
import savedService from './domain/saved/service';
import statsService from './domain/stats/service';
import { bookingRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact';
import { emailRoutes } from './routes/email';
import { healthRoutes } from './routes/health';
import { hostRoutes } from './routes/hosts';
import { calendarRoutes } from './routes/hosts/calendar';
import { propertyRoutes } from './routes/properties';
import { opsRoutes } from './routes/ops';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/reviews';
import { savedRoutes } from './routes/saved';
import { statsRoutes } from './routes/stats';
import { telemetryRoutes } from './routes/telemetry';
import { seedIfEmpty } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** The current time; tests may fix it. */
    now: () => Date;
  }
}

export interface BuildOptions extends Partial<Config> {
  /** Fastify logger options (tests pass a stream to read the logs); default from `LOG_LEVEL`. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { logger, now = () => new Date(), ...overrides } = options;
  const config: Config = { ...loadConfig(), ...overrides };

  const app = Fastify({
    logger: loggerOptions(config, logger),
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // The request schemas' own formats (`phone`) and the `errorMessage` each rule carries (shared).
    ajv: { customOptions: { formats: { ...requestFormats }, keywords: ['errorMessage'] } },
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // A client that sends slowly, stalls, or holds an idle socket is cut off at each bound (config.ts).
    connectionTimeout: config.socketTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node looks for requests past these two bounds on this interval, 30 s unless set.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  });
  // Refused beyond this, so that sockets never use up the file handles the database and files need.
  app.server.maxConnections = config.maxConnections;

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (config.seed) {
      const seeded = await seedIfEmpty(db, now());
      if (seeded.properties + seeded.posts > 0) app.log.info(seeded, 'seed data inserted');
    }
  } catch (error) {
    await db.close();
    throw error;
  }

  try {
    const mailer = createMailer(
      db,
      {
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        from: config.mailFrom,
        timeoutMs: config.smtpTimeoutMs,
        pollMs: config.outboxPollMs,
        leaseMs: config.outboxLeaseMs,
        maxAttempts: config.outboxMaxAttempts,
        retryMs: config.outboxRetryMs,
        retryMaxMs: config.outboxRetryMaxMs,
      },
      app.log,
    );
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    app.decorate('now', now);
    const afterAnswer = registerAfterAnswer(app);
    app.addHook('onClose', async () => {
      // Work started after an answer ends first (it may queue mail); then the worker finishes the
      // message in hand (bounded by SMTP_TIMEOUT_MS) before the database closes.
      await afterAnswer.idle();
      await mailer.close();
      await db.close();
    });

    registerErrorHandling(app);
    registerJsonBody(app);
    await registerSecurity(app, config);
    await registerCompression(app);

    // The committed artwork, and the seed properties' own photos the build painted (first: the most
    // asked for). A name in neither is 404.
    await app.register(fastifyStatic, {
      root: [paintedImagesDir, imagesDir],
      prefix: '/images/',
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      dotfiles: 'deny',
    });

    // Uploaded photos: each file's name is new for new content (photos/<id>/<width>.webp).
    await mkdir(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      dotfiles: 'deny',
    });

    // Before the booking jobs, which delete identity photos past their retention.
    await app.register(identityService);
    await app.register(bookingsService);
    await app.register(reviewsService);
    await app.register(listingReviewService);
    await app.register(moderationService);
    await app.register(outboxService);
    await app.register(calendarService);
    await app.register(statsService);
    await app.register(savedService);

    await app.register(healthRoutes);
    await app.register(propertyRoutes);
    await app.register(bookingRoutes);
    await app.register(emailRoutes);
    await app.register(contactRoutes);
    await app.register(blogRoutes);
    await app.register(telemetryRoutes);
    await app.register(hostRoutes);
    await app.register(calendarRoutes);
    await app.register(reviewRoutes);
    await app.register(reportRoutes);
    await app.register(opsRoutes);
    await app.register(statsRoutes);
    await app.register(savedRoutes);
  } catch (error) {
    // onClose closes the database once it is decorated; before that, close it here.
    if (app.hasDecorator('db')) await app.close();
    else await db.close();
    throw error;
  }
  return app;
}
