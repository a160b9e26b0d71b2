import { BASE_PATH } from '@hearth/domain/auth';
import { formatLongDate } from '@hearth/domain/dates';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import type { SigningSession } from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import { valuationWaitWords } from '@hearth/domain/valuation-timing';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { AdoptSignatureForm } from '@/components/signing/adopt-signature-form';
import { SigningList } from '@/components/signing/signing-list';
import { GeolocationModal } from '@/features/signing/components/geolocation-modal';
import { OwnersStillToSign } from '@/features/signing/components/owners-still-to-sign';
import {
  type SignLocation,
  useAdoptSignature,
  useFinishSigning,
  useSignDocument,
  useSigningSession,
} from '@/features/signing/signing-api';
import { useFeatureFlag } from '@/lib/feature-flags';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useNavigate, useParams } from '@/lib/routing';
import '@/components/signing/signing.css';
import '@/features/signing/signing.css';

const TITLE = 'Sign your documents';

/**
 * signing/sign (NOTE_SIGNING, decision 0172): the borrower adopts a typed signature, then signs the agreement and
 * acknowledges each disclosure; each act records the document's hash, the time, the browser and, when shared, the
 * location (the geolocation alert of spec section 8 says why it is asked).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const session = useSigningSession(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  const data = session.data;
  if (data && !allows(data.status, 'signDocuments')) return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <CollateralQueryState uuid={uuid} query={session}>
      {data ? <Ceremony uuid={uuid} session={data} /> : null}
    </CollateralQueryState>
  );
}

function useLocation(): { location: SignLocation; refused: boolean; ask: () => void } {
  const [location, setLocation] = useState<SignLocation>(null);
  const [refused, setRefused] = useState(false);
  const ask = () => {
    if (!navigator.geolocation) return setRefused(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setRefused(false);
        setLocation({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: Math.min(position.coords.accuracy, 100_000),
        });
      },
      () => setRefused(true),
      { timeout: 10_000 },
    );
  };
  return { location, refused, ask };
}

/** A yyyy-MM-dd day as the page says it: December 2, 2026. */
const longDateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return formatLongDate({ year: year ?? 0, month: month ?? 0, day: day ?? 0 });
};

function Ceremony({ uuid, session }: { uuid: string; session: SigningSession }) {
  const navigate = useNavigate();
  const place = useLocation();
  const finish = useFinishSigning(uuid);
  const sign = useSignDocument(uuid);
  const adopt = useAdoptSignature(uuid);
  // fe-heloc-geolocation: the location is confirmed before electronic signing (decision 0250).
  const locationRequired = useFeatureFlag('fe-heloc-geolocation');
  const blocked = locationRequired && !place.location;
  // A Texas line: the closing documents are signed in person at the title office (decision 0201).
  const atClosing = session.documents.some((doc) => doc.action === 'AT_CLOSING');
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        {atClosing
          ? 'Read each document and confirm you received each notice and disclosure. Texas law has you sign your agreement, your deed of trust and the acknowledgments marked below in person at your closing at the title office, the next step.'
          : 'You sign your line of credit agreement and confirm you received each disclosure. Your deed of trust is signed in front of a notary, the next step.'}
      </p>
      {session.valuationWait ? (
        // Regulation B 1002.14(a)(1): the server refuses a signature before this day (decision 0212).
        <section className="notice" aria-labelledby="valuation-wait-title">
          <h2 id="valuation-wait-title">
            {session.valuationWait.opensOn
              ? `Signing opens on ${longDateOf(session.valuationWait.opensOn)}`
              : 'Signing opens after your valuation copy'}
          </h2>
          <p>{valuationWaitWords(session.valuationWait)}</p>
        </section>
      ) : null}
      <section className="signing-location" aria-labelledby="location-title">
        <h2 id="location-title">Your location</h2>
        <p>
          {locationRequired
            ? 'To protect you, we confirm where documents are signed. Share your location for this session before you sign.'
            : 'To protect you, we record where documents are signed. Share your location for this session; if you prefer not to, you can still sign.'}
        </p>
        {place.refused ? (
          <p role="alert" className="signing-location__alert">
            {ERROR_MESSAGES.geolocation}
          </p>
        ) : null}
        {place.location ? (
          <p role="status">Thank you. Your location is recorded with each signature.</p>
        ) : (
          <button type="button" className="button button--secondary" onClick={place.ask}>
            Share my location
          </button>
        )}
      </section>
      <GeolocationModal
        open={blocked}
        refused={place.refused}
        onShare={place.ask}
        supportHref={`${BASE_PATH}/${uuid}/signing/support`}
      />
      {session.signature ? null : (
        <AdoptSignatureForm signer={session.signer} nameHint="As on your application" adopt={adopt} />
      )}
      {session.signature ? (
        <>
          <p className="signing-adopted">
            Your signature:{' '}
            {session.signature.drawing ? (
              <img
                className="signature signature--drawn"
                src={session.signature.drawing}
                alt={`${session.signature.fullName}, drawn`}
              />
            ) : (
              <span className={`signature signature--${session.signature.style.toLowerCase()}`}>
                {session.signature.fullName}
              </span>
            )}
          </p>
          <p>
            Your initials: <span className="signature--print">{session.signature.initials}</span>
          </p>
          <SigningList
            documents={session.documents}
            pending={sign.isPending || blocked}
            onAct={(doc) =>
              sign.mutate({ documentId: doc.documentId, sha256: doc.sha256, location: place.location })
            }
          />
          <FormAlert
            message={
              sign.isError ? userMessageFor(sign.error) : finish.isError ? userMessageFor(finish.error) : null
            }
          />
          <OwnersStillToSign uuid={uuid} />
          <h2>What happens next</h2>
          <p>
            {session.complete
              ? atClosing
                ? 'Everything to do online is done. Finish to book your closing at the title office.'
                : 'Everything is signed. Finish to go on to the notary, who witnesses your deed of trust.'
              : 'Sign or acknowledge each document above, then finish.'}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              aria-disabled={!session.complete}
              onClick={() =>
                session.complete &&
                finish.mutate(undefined, { onSuccess: () => navigate(nextStepHref(uuid)) })
              }
            >
              Finish signing
            </button>
          </div>
        </>
      ) : null}
      <SupportLine />
    </div>
  );
}
