/**
 * The sandbox bank-link vendor's institution page (decision 0161), the model being income's sandbox-link-page.ts.
 * A real vendor sends the borrower through their bank's own sign-in (an OAuth redirect) and asks which accounts to
 * share; the sandbox shows the bank's accounts, each a link back to Hearth's `plaid-oauth-success` with a public
 * token for that account, and a Cancel link. Only the last 4 digits of an account are shown.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface InstitutionAccount {
  name: string;
  mask: string;
  publicToken: string;
}

export function sandboxInstitutionPage(input: {
  linkId: string;
  institution: string;
  firstName: string;
  returnPath: string;
  accounts: InstitutionAccount[];
}): string {
  const back = (query: Record<string, string>) =>
    escapeHtml(`${input.returnPath}?${new URLSearchParams({ link_id: input.linkId, ...query }).toString()}`);
  const accounts = input.accounts
    .map(
      (account) =>
        `<li><a class="button primary" href="${back({ status: 'success', public_token: account.publicToken })}">Share ${escapeHtml(account.name)} ending in ${escapeHtml(account.mask)}</a></li>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.institution)} - Sandbox Bank Link</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1b1f24; background: #f4f5f7; margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 12px; border: 1px solid #d0d5dc; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .vendor { font-weight: 600; color: #3d4651; margin: 0 0 0.5rem; }
  ul { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
  .actions { margin-top: 1.5rem; }
  a.button { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 8px; text-decoration: none; font-weight: 600; }
  a.primary { background: #1f4ed8; color: #fff; }
  a.secondary { border: 2px solid #1f4ed8; color: #1f4ed8; }
  a:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
  .note { font-size: 0.875rem; color: #3d4651; }
</style>
</head>
<body>
<main>
  <p class="vendor">Sandbox Bank Link (test vendor)</p>
  <h1>${escapeHtml(input.institution)}</h1>
  <p>Hello ${escapeHtml(input.firstName)}. You are signed in to ${escapeHtml(input.institution)}. Choose the account to share with your lender for your home equity line of credit.</p>
  <p>Your lender will see the account's name, type, owners, balance, and its routing and account numbers. Nobody can move money with this connection.</p>
  <ul>
    ${accounts}
  </ul>
  <p class="note">This is a sandbox: no real bank is connected.</p>
  <div class="actions">
    <a class="button secondary" href="${back({ status: 'exit' })}">Cancel and go back</a>
  </div>
</main>
</body>
</html>`;
}
