import {
  BANK_LINK_RETURN_PATH,
  type BankAccountsView,
  bankAccountsViewSchema,
  bankLinkStartedSchema,
  changeBankAccountSchema,
  chooseAutopaySchema,
  exchangeBankLinkSchema,
  manualBankAccountSchema,
  BANK_ACCOUNT_API_PATHS as PATHS,
  SANDBOX_BANK_LINK_PATH,
  startBankLinkSchema,
} from '@hearth/domain/bank-accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { sandboxAccounts } from '../../providers/bank-link/sandbox-bank-link';
import { findApplication } from '../application/repository';
import { chooseAutopayAccount, declineAutopay } from './autopay';
import { bankLinkSession, exchangeBankLink, startBankLink } from './bank-link';
import type { BankAccountDeps } from './deps';
import { addManualAccount } from './manual';
import { sandboxInstitutionPage } from './sandbox-institution-page';
import { changeBankAccount, confirmBankAccounts } from './steps';
import { bankAccountsView } from './view';

const uuidParams = z.object({ uuid: z.uuid() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() }).loose();

/**
 * The bank pages' calls (issue 11 item 5, decision 0161): link an account through the bank-link vendor or type it
 * in, choose or decline autopay, confirm both. Every answer is masked; another borrower's application is a 404.
 * The creating POSTs go through the shared idempotency layer (decision 0085) and are idempotent on their own too.
 */
export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const sandbox = app.ports.sandboxPages.bankLink;
  const deps: BankAccountDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    vendor: app.ports.bankLink,
    // A returned draw waiting for another account (decision 0182): the funding module's answer, through its plugin.
    reopenedFor: async (row) =>
      (await app.funding.returnedDrawNext(row)) === 'CHOOSE_ACCOUNT' ? 'DISBURSEMENT' : undefined,
  };
  /** Accounts confirmed (or autopay declined): the loan documents are prepared next (decision 0171). */
  const documentsNext = async (uuid: string, view: BankAccountsView) => {
    if (view.status === 'GEN_APP_DISCLOSURES') await app.documents.enqueue(uuid);
    return view;
  };
  const ownApplication = (request: FastifyRequest, uuid: string) =>
    ownApplicationOr404(app.db, request, uuid);
  const tags = ['bank-accounts'];
  const view = { 200: bankAccountsViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };
  const created = { 201: bankAccountsViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

  app.get(
    PATHS.accounts(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'bank: the accounts added (masked), the ones in use, and the rate with and without autopay',
        params: uuidParams,
        response: { 200: bankAccountsViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => bankAccountsView(deps, await ownApplication(request, request.params.uuid)),
  );

  app.post(
    PATHS.linkToken(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "bank: a link token and the bank-link vendor's page to send the borrower to",
        params: uuidParams,
        body: startBankLinkSchema,
        response: { 201: bankLinkStartedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(201).send(await startBankLink(deps, row, request.body.purpose));
    },
  );

  app.post(
    PATHS.exchange(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'plaid-oauth-success: exchange the public token for the chosen account, or record an exit',
        params: uuidParams,
        headers: idempotencyHeaders,
        body: exchangeBankLinkSchema,
        response: created,
      },
      config: { idempotency: { operation: 'bank-accounts.exchange' } },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(201).send(await exchangeBankLink(deps, row, request.body));
    },
  );

  app.post(
    PATHS.manual(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'bank/manual-disburse: an account typed in by hand (ABA checksum, account number typed twice)',
        params: uuidParams,
        headers: idempotencyHeaders,
        body: manualBankAccountSchema,
        response: created,
      },
      config: { idempotency: { operation: 'bank-accounts.manual' } },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(201).send(await addManualAccount(deps, row, request.body));
    },
  );

  app.post(
    PATHS.autopay(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'bank/autopay: automatic payments from a verified account, with the offer’s autopay discount',
        params: uuidParams,
        headers: idempotencyHeaders,
        body: chooseAutopaySchema,
        response: view,
      },
      config: { idempotency: { operation: 'bank-accounts.autopay' } },
    },
    async (request) =>
      chooseAutopayAccount(deps, await ownApplication(request, request.params.uuid), request.body.accountId),
  );

  app.post(
    PATHS.declineAutopay(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'bank/autopay: no automatic payments; the rate is the APR without the discount',
        params: uuidParams,
        response: view,
      },
    },
    async (request) =>
      documentsNext(
        request.params.uuid,
        await declineAutopay(deps, await ownApplication(request, request.params.uuid)),
      ),
  );

  app.post(
    PATHS.confirm(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'bank/confirm: both accounts confirmed; the documents are prepared next',
        params: uuidParams,
        response: view,
      },
    },
    async (request) =>
      documentsNext(
        request.params.uuid,
        await confirmBankAccounts(deps, await ownApplication(request, request.params.uuid)),
      ),
  );

  app.post(
    PATHS.change(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'bank: go back to change the funds or the autopay account',
        params: uuidParams,
        body: changeBankAccountSchema,
        response: view,
      },
    },
    async (request) =>
      changeBankAccount(deps, await ownApplication(request, request.params.uuid), request.body.purpose),
  );

  // The sandbox vendor's institution page: what the borrower sees at their bank through a real bank-link vendor.
  if (app.config.env !== 'production') {
    app.get(
      SANDBOX_BANK_LINK_PATH(':linkId'),
      { schema: { hide: true, params: z.object({ linkId: z.uuid() }) } },
      async (request, reply) => {
        const session = await bankLinkSession(app.db, request.params.linkId);
        const application = session ? await findApplication(app.db, session.applicationUuid) : undefined;
        if (!session || !application) throw notFoundError();
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
          );
        const accounts = sandboxAccounts(application);
        return sandboxInstitutionPage({
          linkId: session.id,
          institution: accounts[0]?.institution ?? '',
          firstName: application.firstName,
          returnPath: BANK_LINK_RETURN_PATH,
          accounts: accounts.map((account) => ({
            name: account.name,
            mask: account.mask,
            publicToken: sandbox.publicToken(session.id, account.accountId),
          })),
        });
      },
    );
  }
};
