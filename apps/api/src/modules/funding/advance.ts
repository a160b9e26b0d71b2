import { findApplication } from '../application/repository';
import { decideFunding } from './decision';
import type { FundingDeps } from './deps';
import { fund, sendPayoffs } from './draw';
import { orderRecording } from './recording';

/** The statuses the advance job acts in. */
export const FUNDING_STATUSES = ['RECORDING', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF', 'FUNDABLE'] as const;

/** The advance job: whatever the application's closing status needs next (a no-op anywhere else). */
export async function advanceFunding(deps: FundingDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  if (!app) return;
  if (app.status === 'RECORDING') await orderRecording(deps, app);
  else if (app.status === 'FUNDING_DECISION') await decideFunding(deps, app, { actor: 'job' });
  else if (app.status === 'DIRECT_DEBT_PAYOFF') await sendPayoffs(deps, app);
  else if (app.status === 'FUNDABLE') await fund(deps, app);
}
