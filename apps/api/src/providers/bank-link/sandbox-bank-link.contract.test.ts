import { randomBytes } from 'node:crypto';
import { bankLinkContract } from './bank-link.contract';
import { SandboxBankLink, sandboxAccounts } from './sandbox-bank-link';

bankLinkContract(
  'the sandbox bank link',
  () => {
    const port = new SandboxBankLink(new Uint8Array(randomBytes(32)));
    return {
      port,
      // The sandbox institution page (served by Hearth in the vendor's place) returns with this token.
      completeLink: async ({ linkId, person }) =>
        port.publicToken(linkId, sandboxAccounts(person)[0]!.accountId),
    };
  },
  {
    person: { firstName: 'Jamie', lastName: 'Contract' },
    // The sandbox bank has no record of a number ending in 0000 (docs/sandbox-personas.md).
    unknownAccount: { routingNumber: '021000021', accountNumber: '123450000' },
  },
);
