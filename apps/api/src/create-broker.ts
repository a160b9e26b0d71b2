import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DomainError } from '@hearth/domain/errors';
import { ZodError } from 'zod';
import { openDatabase } from './db/database';
import { createBrokerAccount } from './modules/brokers/accounts';
import { loadOrganizationDirectory } from './modules/organizations/repository';
import { DEFAULT_DATA_DIR } from './paths';

/**
 * `npm run broker:create -w @hearth/api -- --org HEARTH --email ... --first-name ... --last-name ... --nmls ...`:
 * the lender opens a broker's or loan officer's account (decision 0225) until the lender console has a screen for
 * it. The password comes from HEARTH_BROKER_PASSWORD, never the command line (shell history). Needs the migrated
 * database (DATABASE_URL, or HEARTH_DATA_DIR for the embedded one).
 */
const { values } = parseArgs({
  options: {
    org: { type: 'string' },
    role: { type: 'string', default: 'BROKER' },
    email: { type: 'string' },
    phone: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    brokerage: { type: 'string' },
    nmls: { type: 'string' },
    states: { type: 'string', default: '' },
    'enforce-states': { type: 'boolean', default: false },
  },
});

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.HEARTH_DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  const { registry } = await loadOrganizationDirectory(database.db);
  const account = await createBrokerAccount(database.db, registry, {
    organizationCode: values.org ?? '',
    role: values.role === 'LOAN_OFFICER' ? 'LOAN_OFFICER' : 'BROKER',
    email: values.email ?? '',
    password: process.env.HEARTH_BROKER_PASSWORD ?? '',
    phoneNumber: values.phone ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    ...(values.brokerage ? { brokerageName: values.brokerage } : {}),
    nmls: values.nmls ?? '',
    licensedStates: values.states
      .split(',')
      .map((state) => state.trim().toUpperCase())
      .filter(Boolean),
    enforceLicensedStates: values['enforce-states'],
  });
  process.stdout.write(
    `Broker account created: identity ${account.identityUuid}, loan originator ${account.loanOriginatorUuid} ` +
      `(${account.role} of ${account.organizationCode}); they sign in at /auth/login?agent=1\n`,
  );
} catch (error) {
  if (error instanceof ZodError) {
    const fields = error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    process.stderr.write(`No account created:\n  ${fields.join('\n  ')}\n`);
    process.exitCode = 1;
  } else if (error instanceof DomainError) {
    process.stderr.write(`No account created: ${error.message}\n`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
