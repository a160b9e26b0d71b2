import type { OutgoingHttpHeaders } from 'node:http';
import {
  auditEntrySchema,
  auditQuerySchema,
  CONSOLE_API_PATHS,
  CONSOLE_MESSAGES,
  CONSOLE_PERMISSIONS,
  consoleApplicationViewSchema,
  consoleSessionSchema,
  consoleSignInSchema,
  createdStaffSchema,
  createStaffSchema,
  queueFilterSchema,
  queueViewSchema,
  staffMemberSchema,
  staffRoleSchema,
  updateStaffSchema,
} from '@hearth/domain/console';
import { DomainError } from '@hearth/domain/errors';
import {
  holdDecisionResultSchema,
  holdDecisionSchema,
  MANUAL_HOLD_API_PATHS,
} from '@hearth/domain/manual-holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { lenderStaffAs, requireStaffRole, staffCallerOf } from '../../http/staff-role';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { findApplication } from '../application/repository';
import { LoginThrottle } from '../identity/login-throttle';
import { consoleApplicationView, consoleDocument } from './application-view';
import { readAuditLog, recordConsoleAction } from './audit';
import { decideHold } from './holds';
import { lenderQueue } from './queue';
import { changeStaffMember, createStaffMember, signInStaff, staffOfLender } from './staff';

const tags = ['console'];
const uuidParams = z.object({ uuid: z.uuid() });

/** Sent on an idle stream so proxies keep it open; a comment line, which EventSource readers ignore. */
export const QUEUE_STREAM_HEARTBEAT_MS = 25_000;

/** Every console page's data (issue 24): sign-in, the queue and its live stream, one file, staff and the audit. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const storage = dataFolderStorage(config.dataDir, config.encryptionKey);
  const staffDeps = { db: app.db, encryptionKey: config.encryptionKey, now: () => new Date() };
  const viewDeps = { db: app.db, encryptionKey: config.encryptionKey, storage };
  const throttle = new LoginThrottle(app.counters, {
    maxPerAccount: config.loginMaxAttempts,
    maxPerAddress: config.loginIpMaxAttempts,
    windowMs: config.loginWindowMs,
    backoffMs: config.loginBackoffMs,
  });
  const issuer = (organizationCode: string) =>
    `${app.organizations.registry.byCode(organizationCode)?.orgBrand ?? organizationCode} console`;
  const application = async (uuid: string) => {
    const row = await findApplication(app.db, uuid);
    if (!row) throw notFoundError();
    return row;
  };

  app.post(
    CONSOLE_API_PATHS.session,
    {
      schema: {
        tags,
        summary:
          'staff sign-in: e-mail, password and the one-time code of their authenticator app; a short session',
        body: consoleSignInSchema,
        response: { 200: consoleSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const attempt = await throttle.admit({ ip: request.ip, email: request.body.email, reply });
      const signedIn = await signInStaff({ ...staffDeps, tokens: app.tokens }, request.body);
      if (!signedIn) {
        await attempt.failed();
        throw new DomainError('UNAUTHENTICATED', CONSOLE_MESSAGES.signInFailed);
      }
      await attempt.succeeded();
      const { token, staff, identityUuid } = signedIn;
      await recordConsoleAction(app.db, {
        staff: {
          identityUuid,
          email: staff.email,
          role: staff.role,
          organizationCode: staff.organizationCode,
        },
        action: 'Signed in',
        applicationUuid: null,
        before: null,
        after: null,
      });
      return { jwt: token.jwt, expiresAt: token.expiresAt.toISOString(), staff };
    },
  );

  app.delete(
    CONSOLE_API_PATHS.session,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.signIn),
      config: { auditAction: 'Signed out' },
      schema: {
        tags,
        summary: 'staff sign-out: ends the session',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (request.auth) await app.revocations.revoke(request.auth, app.tokens.sessionHorizon);
      return reply.status(204).send(null);
    },
  );

  app.get(
    CONSOLE_API_PATHS.me,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.signIn),
      schema: {
        tags,
        summary: 'the signed-in staff member',
        response: { 200: staffMemberSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const staff = staffCallerOf(request);
      const [member] = (await staffOfLender(app.db, staff.organizationCode)).filter(
        (m) => m.uuid === staff.staffUuid,
      );
      if (!member) throw notFoundError();
      return member;
    },
  );

  app.get(
    CONSOLE_API_PATHS.queue,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.readFiles),
      schema: {
        tags,
        summary: "the lender's queue: applications by status and age, filtered, with the count of each lane",
        querystring: queueFilterSchema,
        response: { 200: queueViewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      lenderQueue(app.db, staffCallerOf(request).organizationCode, request.query, new Date()),
  );

  app.get(
    CONSOLE_API_PATHS.queueEvents,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.readFiles),
      schema: {
        tags,
        summary:
          "server-sent events: one `status` event per status change of the lender's applications, from any server process",
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { organizationCode } = staffCallerOf(request);
      reply.hijack();
      const res = reply.raw;
      // The security headers are on the reply (plugins/external/security.ts); a hijacked reply writes them itself.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: listening\n\n');
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      const unsubscribe = app.statusChanges.subscribe((event) => {
        // Only this lender's files; the event names the file and its status, nothing a queue row does not show.
        if (event.organizationCode !== organizationCode) return;
        res.write(
          `event: status\ndata: ${JSON.stringify({ applicationUuid: event.applicationUuid, status: event.status })}\n\n`,
        );
      }, end);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), QUEUE_STREAM_HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', end);
    },
  );

  app.get(
    CONSOLE_API_PATHS.application(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.readFiles),
      schema: {
        tags,
        summary:
          'staff: one application: borrower, property, offer, decision facts, timeline, documents, vendor results, messages, tasks',
        params: uuidParams,
        response: { 200: consoleApplicationViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => consoleApplicationView(viewDeps, await application(request.params.uuid)),
  );

  app.get(
    CONSOLE_API_PATHS.document(':uuid', ':uploadId'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.readFiles),
      schema: {
        tags,
        summary: "staff: one of the application's files, to view inline",
        params: z.object({ uuid: z.uuid(), uploadId: z.uuid() }),
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await consoleDocument(
        viewDeps,
        await application(request.params.uuid),
        request.params.uploadId,
      );
      if (!file) throw notFoundError();
      return reply
        .header('content-type', file.mediaType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(file.body as never);
    },
  );

  app.get(
    CONSOLE_API_PATHS.staff,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.manageStaff),
      schema: {
        tags,
        summary: "admin: the lender's staff",
        response: { 200: z.array(staffMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => staffOfLender(app.db, staffCallerOf(request).organizationCode),
  );

  app.post(
    CONSOLE_API_PATHS.staff,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.manageStaff),
      config: { auditAction: 'Added a staff member' },
      schema: {
        tags,
        summary: 'admin: add a staff member of this lender; the one-time-code secret is shown once',
        body: createStaffSchema,
        response: { 201: createdStaffSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = staffCallerOf(request);
      const created = await createStaffMember(staffDeps, {
        ...request.body,
        organizationCode: admin.organizationCode,
        createdBy: admin.identityUuid,
        issuer: issuer(admin.organizationCode),
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    CONSOLE_API_PATHS.staffMember(':uuid'),
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.manageStaff),
      config: { auditAction: 'Changed a staff member' },
      schema: {
        tags,
        summary:
          "admin: change a staff member's role, or switch them off (their sessions end at once) or on; never oneself, never the last admin",
        params: uuidParams,
        body: updateStaffSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = staffCallerOf(request);
      const changed = await changeStaffMember(staffDeps, {
        ...request.body,
        organizationCode: admin.organizationCode,
        staffUuid: request.params.uuid,
        byStaffUuid: admin.staffUuid,
      });
      if (changed.sessionsEnded)
        app.revocations.sessionsEnded(changed.sessionsEnded.identityUuid, changed.sessionsEnded.generation);
      request.staffAuditChange = { before: changed.before, after: changed.after };
      return changed.after;
    },
  );

  app.post(
    MANUAL_HOLD_API_PATHS.holdDecision(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.decide),
      config: { auditAction: 'Decided a manual review' },
      schema: {
        tags,
        summary:
          'staff: approve, counter-offer or decline a file held for manual review (underwriting, delinquency, ownership, payoff or BPO hold)',
        params: uuidParams,
        body: holdDecisionSchema,
        response: { 200: holdDecisionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.uuid);
      if (!row) throw notFoundError();
      return decideHold(app.collateral.deps, row, request.body);
    },
  );

  app.get(
    CONSOLE_API_PATHS.audit,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.readAudit),
      schema: {
        tags,
        summary:
          "admin: the lender's console audit log, newest first (append-only: nothing changes or removes a row)",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readAuditLog(app.db, staffCallerOf(request).organizationCode, request.query),
  );

  // Outside production only: a staff member made in one call, for the browser tests and a demonstration (the
  // first admin of a real lender is made on the command line, README). The secret is returned, as to an admin.
  if (config.env === 'production') return;
  app.post(
    '/sandbox/console/staff',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'sandbox: add a staff member of a lender (returns the one-time-code secret)',
        body: createStaffSchema.extend({
          organizationCode: z.string().min(2).max(40),
          role: staffRoleSchema,
        }),
        response: { 201: createdStaffSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { organizationCode, ...input } = request.body;
      const created = await createStaffMember(staffDeps, {
        ...input,
        organizationCode,
        createdBy: null,
        issuer: issuer(organizationCode),
      });
      return reply.status(201).send(created);
    },
  );
};
