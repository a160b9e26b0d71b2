import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember } from '@hearth/domain/console';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConsoleError, consoleActions, consoleKeys, useMe, useStaff } from '@/features/console/api';
import { when } from '@/features/console/format';

/**
 * One staff member's row (decision 0236): their role changed, or their account switched off (their session ends at
 * once) after a second click that says so, or on again. An admin's own row has no controls.
 */
function StaffRow({
  member,
  self,
  onChanged,
}: {
  member: StaffMember;
  self: boolean;
  onChanged: (message: string | null, error?: string) => void;
}) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = async (body: { role?: string; active?: boolean }, message: string) => {
    try {
      await consoleActions.changeStaff(member.uuid, body);
      onChanged(message);
      await client.invalidateQueries({ queryKey: consoleKeys.staff });
    } catch (caught) {
      onChanged(
        null,
        caught instanceof ConsoleError ? caught.message : 'Something went wrong. Please try again.',
      );
    }
    setConfirming(false);
  };
  const changeRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get('role'));
    void change({ role }, `${member.name} is now ${STAFF_ROLE_LABELS[role as StaffMember['role']] ?? role}.`);
  };
  return (
    <tr>
      <td>{member.name}</td>
      <td>{member.email}</td>
      <td>
        {self ? (
          <>
            {STAFF_ROLE_LABELS[member.role]} <span className="console__sub">(you)</span>
          </>
        ) : (
          <form className="console__actions" onSubmit={changeRole}>
            <select name="role" defaultValue={member.role} aria-label={`Role of ${member.name}`}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            <button type="submit" className="console__link-button">
              Change role<span className="visually-hidden"> of {member.name}</span>
            </button>
          </form>
        )}
      </td>
      <td>{member.active ? 'Active' : 'Switched off'}</td>
      <td>{when(member.createdAt)}</td>
      <td>
        {self ? null : !member.active ? (
          <button
            type="button"
            className="console__link-button"
            onClick={() => void change({ active: true }, `${member.name} can sign in again.`)}
          >
            Switch on<span className="visually-hidden"> {member.name}</span>
          </button>
        ) : confirming ? (
          <div className="console__actions">
            <span>Their session ends now and they cannot sign in.</span>
            <button
              type="button"
              className="console__button"
              onClick={() =>
                void change({ active: false }, `${member.name} is switched off; their session has ended.`)
              }
            >
              Switch off {member.name}
            </button>
            <button type="button" className="console__link-button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </div>
        ) : (
          <button type="button" className="console__link-button" onClick={() => setConfirming(true)}>
            Switch off<span className="visually-hidden"> {member.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** Staff (issue 24 item 1): an admin adds the lender's people; each gets a one-time-code secret, shown once. */
export default function StaffPage() {
  const staff = useStaff();
  const me = useMe();
  const client = useQueryClient();
  const [rowNotice, setRowNotice] = useState<{ message: string | null; error?: string | undefined } | null>(
    null,
  );
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
      <p className="console__hint">
        Change someone’s role, or switch off the account of someone who has left: their session ends at once.
      </p>
      {rowNotice?.message && (
        <div className="console__done" role="status">
          {rowNotice.message}
        </div>
      )}
      {rowNotice?.error && (
        <div className="console__alert" role="alert">
          {rowNotice.error}
        </div>
      )}
      {staff.data && (
        <div className="console__table-wrap">
          <table className="console__table console__table--staff">
            <caption className="visually-hidden">The lender’s staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Account</th>
                <th scope="col">Added</th>
                <th scope="col">
                  <span className="visually-hidden">Switch on or off</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <StaffRow
                  key={member.uuid}
                  member={member}
                  self={member.uuid === me.data?.uuid}
                  onChanged={(message, error) => setRowNotice({ message, error })}
                />
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
