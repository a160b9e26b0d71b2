import {
  confirmLiensSchema,
  estimateValueSchema,
  insuranceViewSchema,
  liensViewSchema,
  orderBpoSchema,
  ownershipDecisionSchema,
  COLLATERAL_API_PATHS as PATHS,
  submitInsuranceSchema,
  titleViewSchema,
  valuationViewSchema,
} from '@hearth/domain/collateral';
import { CONSOLE_PERMISSIONS } from '@hearth/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { lenderStaffAs } from '../../http/staff-role';
import { findApplication } from '../application/repository';
import { readFile } from './file';
import { insuranceView, submitInsurance } from './insurance';
import { confirmLiens, liensView } from './liens';
import { decideOwnership, titleView } from './title';
import { estimateValue, orderBpo, valuationView } from './valuation';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * Part 2's borrower calls (issue 11, decision 0160): the liens, the home's value and its valuation order, the
 * title, and the insurance documents; and a reviewer's ownership decision. Another borrower's application is a 404.
 */
export const collateralRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['collateral'];
  const deps = app.collateral.deps;
  const own = (request: { params: { uuid: string } } & Parameters<typeof ownApplicationOr404>[1]) =>
    ownApplicationOr404(app.db, request, request.params.uuid);

  app.get(
    PATHS.liens(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the liens on the home, with the combined loan-to-value the offer rests on',
        params: uuidParams,
        response: { 200: liensViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => liensView(deps, await own(request)),
  );

  app.post(
    PATHS.confirmLiens(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'confirm or correct every lien; the file is priced again on them',
        params: uuidParams,
        body: confirmLiensSchema,
        response: { 200: liensViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => confirmLiens(deps, await own(request), request.body),
  );

  app.get(
    PATHS.valuation(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the value the offer uses and its source (the ECOA valuation copy rule)',
        params: uuidParams,
        response: { 200: valuationViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => valuationView(deps, await own(request)),
  );

  app.post(
    PATHS.estimateValue(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "the borrower's own estimate of the home's value",
        params: uuidParams,
        body: estimateValueSchema,
        response: { 200: valuationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => estimateValue(deps, await own(request), request.body.estimatedValue),
  );

  app.post(
    PATHS.orderBpo(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'accept the valuation cost and order the broker price opinion (a repeat answers the same order)',
        params: uuidParams,
        body: orderBpoSchema,
        response: { 200: valuationViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => orderBpo(deps, await own(request), request.body, { ip: request.ip }),
  );

  app.get(
    PATHS.title(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the title search and flood certificate as far as they are back',
        params: uuidParams,
        response: { 200: titleViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await own(request);
      return titleView(row, await readFile(app.db, row.uuid));
    },
  );

  app.get(
    PATHS.insurance(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the insurance (and trust) documents the lender needs, with the mortgagee clause',
        params: uuidParams,
        response: { 200: insuranceViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => insuranceView(deps, await own(request)),
  );

  app.post(
    PATHS.submitInsurance(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'send an uploaded document for one requirement to review',
        params: uuidParams,
        body: submitInsuranceSchema,
        response: { 200: insuranceViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => submitInsurance(deps, await own(request), request.body),
  );

  app.post(
    PATHS.ownershipDecision(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.decide),
      config: { auditAction: 'Decided an ownership review' },
      schema: {
        tags,
        summary: "staff: the reviewer's answer on an application in OWNERSHIP_REVIEW",
        params: uuidParams,
        body: ownershipDecisionSchema,
        response: { 200: titleViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.uuid);
      if (!row) throw notFoundError();
      return decideOwnership(deps, row, request.body);
    },
  );
};
