import type { SignerOwner } from '@hearth/domain/additional-signers';
import { allows } from '@hearth/domain/status-actions';
import { emailSchema } from '@hearth/domain/validation';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { PageEnding } from '@/components/layout/support-line';
import { TextField } from '@/components/text-field';
import { useInviteSigner, useRemoveCoDeed, useResendInvitation } from '@/features/signer/signer-api';
import { usePageTitle } from '@/features/signer/signer-page';
import { useApplication } from '@/lib/get-application';
import { useSigners } from '@/lib/get-signers';
import { homeDateTime } from '@/lib/home-dates';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useParams } from '@/lib/routing';
import '@/features/signer/signer.css';

const TITLE = 'Invite the other owners to sign';

/** "November 24, 2026 at 11:30 PM" on the home's clock (decision 0272); nothing when it has not happened. */
const dateOf = (iso: string | null, state: string) => (iso ? homeDateTime(iso, state) : '');

/**
 * signing/additional (CO_DEED_REQUEST, decisions 0160 and 0177): title shows owners who are not on the
 * application; the borrower gives each one's email address, we send a link, and the page shows who was invited,
 * when, and who has joined. Once everyone has joined, the application continues on its own.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const signers = useSigners(uuid);
  // Read by the application frame before this page: the home's state, on whose clock the times are (0272).
  const state = useApplication(uuid).data?.property.state ?? '';
  usePageTitle(TITLE);
  const view = signers.data;
  if (view && !allows(view.status, 'inviteSigners')) return <Navigate to={nextStepHref(uuid)} replace />;
  const owners = view?.owners ?? [];
  return (
    <CollateralQueryState uuid={uuid} query={signers}>
      <div className="app-page after-offer">
        <h1>{TITLE}</h1>
        <p className="question__lead">
          The title records show {owners.length === 1 ? 'another owner' : 'other owners'} of your home.
          Everyone who owns the home must agree to the lien and sign the deed of trust, even if they are not
          borrowing. Enter each owner’s own email address and we will send them a link to join.
        </p>
        <ul className="owner-list">
          {owners.map((owner) => (
            <li key={owner.ownerName}>
              <OwnerCard uuid={uuid} owner={owner} homeState={state} />
            </li>
          ))}
        </ul>
        <h2>What happens next</h2>
        <ul className="next-steps">
          <li>
            Each owner gets an email with a link that works once, for 7 days. They set a password and confirm
            who they are.
          </li>
          <li>They do not borrow, and we do not check their credit.</li>
          <li>
            When every owner has joined, this page moves on by itself: we ask for your insurance documents and
            your application continues.
          </li>
          <li>
            If the title records are wrong (for example, after a divorce or a death), call us and we will
            help.
          </li>
        </ul>
        <PageEnding />
      </div>
    </CollateralQueryState>
  );
}

function OwnerCard({ uuid, owner, homeState }: { uuid: string; owner: SignerOwner; homeState: string }) {
  const [changing, setChanging] = useState(false);
  const resend = useResendInvitation(uuid);
  const headingId = `owner-${owner.ownerName.replace(/\W+/g, '-').toLowerCase()}`;
  const state = {
    NOT_INVITED: 'Not invited yet',
    INVITED: 'Invited, not joined yet',
    JOINED: 'Joined',
    SIGNED: 'Signed',
  }[owner.state];
  return (
    <section className="owner-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{owner.ownerName}</h2>
      <dl className="owner-card__facts">
        <dt>Status</dt>
        <dd>{state}</dd>
        {owner.email ? (
          <>
            <dt>Email</dt>
            <dd>{owner.email}</dd>
            <dt>Invited</dt>
            <dd>{dateOf(owner.invitedAt, homeState)}</dd>
            {owner.lastSentAt !== owner.invitedAt ? (
              <>
                <dt>Last sent</dt>
                <dd>{dateOf(owner.lastSentAt, homeState)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        {owner.joinedAt ? (
          <>
            <dt>Joined</dt>
            <dd>{dateOf(owner.joinedAt, homeState)}</dd>
          </>
        ) : null}
      </dl>
      {owner.state === 'NOT_INVITED' || changing ? (
        <InviteForm uuid={uuid} owner={owner} onSent={() => setChanging(false)} />
      ) : null}
      {(owner.state === 'INVITED' || owner.state === 'JOINED') && owner.invitationId && !changing ? (
        <RemoveOwner uuid={uuid} owner={owner} invitationId={owner.invitationId} />
      ) : null}
      {owner.state === 'SIGNED' ? (
        <p>
          {owner.ownerName} has signed, so they cannot be removed here. If they should not be on this
          application, call us: we withdraw the documents signed so far and prepare new ones for everyone who
          stays to sign.
        </p>
      ) : null}
      {owner.state === 'INVITED' && !changing ? (
        <>
          <FormAlert message={resend.isError ? userMessageFor(resend.error) : null} />
          {resend.isSuccess ? (
            <p role="status">We sent a new link. The earlier one no longer works.</p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={resend.isPending}
              onClick={() => owner.invitationId && resend.mutate(owner.invitationId)}
            >
              Send the invitation again
            </button>
            <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
              Use a different email address
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function InviteForm({ uuid, owner, onSent }: { uuid: string; owner: SignerOwner; onSent: () => void }) {
  const invite = useInviteSigner(uuid);
  const [email, setEmail] = useState(owner.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const id = `email-${owner.ownerName.replace(/\W+/g, '-').toLowerCase()}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success)
      invite.mutate({ ownerName: owner.ownerName, email: parsed.data }, { onSuccess: onSent });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={invite.isError ? userMessageFor(invite.error) : null} />
      <TextField
        id={id}
        label={`Email address of ${owner.ownerName}`}
        hint="Their own address, not yours. We send the link there."
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={invite.isPending}>
          Send invitation
        </button>
      </div>
    </form>
  );
}

/**
 * Removing an owner who has not signed (decision 0227): the borrower ticks that they mean it, then the invitation
 * stops working and the owner is told. While the title lists them, they still need to be invited again.
 */
function RemoveOwner({
  uuid,
  owner,
  invitationId,
}: {
  uuid: string;
  owner: SignerOwner;
  invitationId: string;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const [open, setOpen] = useState(false);
  const remove = useRemoveCoDeed(uuid);
  if (!open) {
    return (
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          Remove {owner.ownerName}
        </button>
      </div>
    );
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) remove.mutate(invitationId);
      }}
    >
      <FormAlert message={remove.isError ? userMessageFor(remove.error) : null} />
      <p>
        Their invitation link stops working and we tell them by e-mail. If the title records still list them
        as an owner, you will need to invite them again before you can sign.
      </p>
      <label className="choice">
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />{' '}
        I want to remove {owner.ownerName} from this application
      </label>
      <div className="button-row">
        <button type="submit" className="button" disabled={!confirmed || remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove co-owner'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          Keep {owner.ownerName}
        </button>
      </div>
    </form>
  );
}
