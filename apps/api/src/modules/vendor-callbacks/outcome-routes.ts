import { DomainError } from '@hearth/domain/errors';
import {
  FORCEABLE_OUTCOMES,
  type ForceableVendor,
  forcedOutcome,
  forceOutcomeBodySchema,
  isForceableVendor,
  SANDBOX_OUTCOME_MESSAGES,
  SANDBOX_OUTCOME_PATHS,
  type SandboxOutcomesView,
  sandboxOutcomesViewSchema,
  vendorParamSchema,
} from '@hearth/domain/sandbox-outcomes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';

/**
 * Forcing a sandbox vendor's next outcome (issue 22 item 9, decision 0251): read every forceable outcome with the
 * one waiting per vendor, force one, or clear it. Registered outside production only, as the sandbox clock is.
 */
export const sandboxOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  const forced = app.vendors.forcedOutcomes;
  const view = (): SandboxOutcomesView => ({
    vendors: (Object.keys(FORCEABLE_OUTCOMES) as ForceableVendor[]).map((vendor) => ({
      vendor,
      outcomes: Object.entries(FORCEABLE_OUTCOMES[vendor]).map(([outcome, { label }]) => ({
        outcome,
        label,
      })),
      next: forced.get(vendor) ?? null,
    })),
  });
  const vendorOf = (vendor: string): ForceableVendor => {
    if (!isForceableVendor(vendor))
      throw new DomainError('VALIDATION_FAILED', SANDBOX_OUTCOME_MESSAGES.unknownVendor(vendor));
    return vendor;
  };
  const tags = ['sandbox'];
  const response = { 200: sandboxOutcomesViewSchema, ...errorResponses(400) };
  app.get(
    SANDBOX_OUTCOME_PATHS.list,
    {
      schema: {
        tags,
        summary: 'sandbox: the outcomes a vendor can be forced to, and the one waiting',
        response,
      },
    },
    async () => view(),
  );
  app.put(
    SANDBOX_OUTCOME_PATHS.pattern,
    {
      schema: {
        tags,
        summary: "sandbox: force a vendor's next answer to an outcome",
        params: vendorParamSchema,
        body: forceOutcomeBodySchema,
        response,
      },
    },
    async (request) => {
      const vendor = vendorOf(request.params.vendor);
      const { outcome } = request.body;
      if (!forcedOutcome(vendor, outcome))
        throw new DomainError('VALIDATION_FAILED', SANDBOX_OUTCOME_MESSAGES.unknownOutcome(vendor, outcome));
      forced.set(vendor, outcome);
      return view();
    },
  );
  app.delete(
    SANDBOX_OUTCOME_PATHS.pattern,
    {
      schema: {
        tags,
        summary: "sandbox: let a vendor's next answer be its own again",
        params: vendorParamSchema,
        response,
      },
    },
    async (request) => {
      forced.delete(vendorOf(request.params.vendor));
      return view();
    },
  );
};
