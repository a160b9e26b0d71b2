import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@hearth/domain/console';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConsoleError, consoleActions, consoleKeys, useStaff } from '@/features/console/api';
import { when } from '@/features/console/format';

/** Staff (issue 24 item 1): an admin adds the lender's people; each gets a one-time-code secret, shown once. */
export default function StaffPage() {
  const staff = useStaff();
  const client = useQueryClient();
  const [created, setCreated] = useState<{ email: string; totpSecret: string; otpauthUri: string } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const answer = await consoleActions.addStaff({
        email: String(form.get('email') ?? ''),
        name: String(form.get('name') ?? ''),
        role: String(form.get('role') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setCreated({ email: answer.staff.email, totpSecret: answer.totpSecret, otpauthUri: answer.otpauthUri });
      await client.invalidateQueries({ queryKey: consoleKeys.staff });
    } catch (caught) {
      setError(caught instanceof ConsoleError ? caught.message : 'Something went wrong. Please try again.');
    }
  };
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      {staff.data && (
        <div className="console__table-wrap">
          <table className="console__table">
            <caption className="visually-hidden">The lender’s staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <tr key={member.uuid}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{STAFF_ROLE_LABELS[member.role]}</td>
                  <td>{when(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="console__card console__form" onSubmit={(event) => void submit(event)}>
        <h2>Add a staff member</h2>
        {error && (
          <div className="console__alert" role="alert">
            {error}
          </div>
        )}
        {created && (
          <div className="console__done" role="status">
            {created.email} can sign in once they add this secret to an authenticator app. It is not shown
            again: <code>{created.totpSecret}</code>
          </div>
        )}
        <label className="console__field">
          <span>Name</span>
          <input name="name" required maxLength={120} />
        </label>
        <label className="console__field">
          <span>Work email</span>
          <input name="email" type="email" required />
        </label>
        <label className="console__field">
          <span>Role</span>
          <select name="role" required>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="console__field">
          <span>First password (at least 12 characters, with a capital, a digit and one of !@#$%^&*)</span>
          <input name="password" type="password" autoComplete="new-password" required minLength={12} />
        </label>
        <button type="submit" className="console__button">
          Add staff member
        </button>
      </form>
    </section>
  );
}
