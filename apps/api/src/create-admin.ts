import { parseArgs } from 'node:util';
import { createStaffSchema } from '@hearth/domain/console';
import { openDatabase } from './db/database';
import { createStaffMember } from './modules/console/staff';
import { seedBrands } from './modules/organizations/repository';
import { loadConfig } from './plugins/external/config';

/**
 * `npm run staff:create-admin -- --org CODE --email ADDRESS --name "FULL NAME"` with the password in
 * HEARTH_ADMIN_PASSWORD (never on the command line, where other users of the machine can read it): the first admin
 * of a lender (decision 0228). Prints the one-time-code secret and its otpauth link once, for an authenticator app;
 * every other staff member is added by an admin in the console.
 */
const { values } = parseArgs({
  options: { org: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
});
const input = createStaffSchema.safeParse({
  email: values.email,
  name: values.name,
  role: 'ADMIN',
  password: process.env.HEARTH_ADMIN_PASSWORD,
});
const organizationCode = values.org?.trim().toUpperCase();
if (!input.success || !organizationCode) {
  const problems = input.success
    ? []
    : input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  process.stderr.write(
    `${[
      'Usage: HEARTH_ADMIN_PASSWORD=... npm run staff:create-admin -- --org CODE --email ADDRESS --name "FULL NAME"',
      ...(organizationCode ? [] : ['--org: the lender’s organization code is required.']),
      ...problems,
    ].join('\n')}\n`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await seedBrands(database.db);
  const created = await createStaffMember(
    { db: database.db, encryptionKey: config.encryptionKey, now: () => new Date() },
    { ...input.data, organizationCode, createdBy: null, issuer: `${organizationCode} console` },
  );
  process.stdout.write(
    `${[
      `Admin ${created.staff.email} of ${organizationCode} created.`,
      `One-time-code secret (add it to an authenticator app; it is not shown again): ${created.totpSecret}`,
      `otpauth link: ${created.otpauthUri}`,
      'Sign in at /console/sign-in.',
    ].join('\n')}\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
