/**
 * The sandbox payroll and bank-income vendor's hosted page (decision 0151). A real vendor shows its own login
 * and consent screens here; the sandbox shows what it would share and two choices, each a link back to Hearth's
 * `income/pointserv-callback` page, with the one-time code on success, as the real redirect flow does.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxLinkPage(input: {
  linkId: string;
  method: 'payroll' | 'bank';
  code: string;
  returnPath: string;
  firstName: string;
}): string {
  const back = (status: 'success' | 'exit') => {
    const query = new URLSearchParams({ linkId: input.linkId, status });
    if (status === 'success') query.set('code', input.code);
    return escapeHtml(`${input.returnPath}?${query.toString()}`);
  };
  const what =
    input.method === 'payroll'
      ? 'your employer, pay dates and gross pay for the last 12 months'
      : 'the deposits into your checking and savings accounts for the last 12 months';
  const title = input.method === 'payroll' ? 'Connect your payroll' : 'Connect your bank';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Sandbox Income Connect</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1b1f24; background: #f4f5f7; margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 12px; border: 1px solid #d0d5dc; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .vendor { font-weight: 600; color: #3d4651; margin: 0 0 0.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  a.button { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 8px; text-decoration: none; font-weight: 600; }
  a.primary { background: #1f4ed8; color: #fff; }
  a.secondary { border: 2px solid #1f4ed8; color: #1f4ed8; }
  a:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
  .note { font-size: 0.875rem; color: #3d4651; }
</style>
</head>
<body>
<main>
  <p class="vendor">Sandbox Income Connect (test vendor)</p>
  <h1>${title}</h1>
  <p>Hello ${escapeHtml(input.firstName)}. Your lender asks to read ${what}, to confirm your income for your home equity line of credit.</p>
  <p>The connection is read-only: nobody can move money or change anything in your accounts.</p>
  <p class="note">This is a sandbox: no real account is connected. Choose Connect to share the sandbox records, or Cancel to go back to your lender.</p>
  <div class="actions">
    <a class="button primary" href="${back('success')}">Connect</a>
    <a class="button secondary" href="${back('exit')}">Cancel and go back</a>
  </div>
</main>
</body>
</html>`;
}
