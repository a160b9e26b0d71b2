import {
  type CoDeedStatus,
  coDeedApplicationSchema,
  coDeedStatusSchema,
  invitationViewSchema,
  SIGNER_API_PATHS as PATHS,
  signersViewSchema,
} from '@hearth/domain/additional-signers';
import { loanDocumentTextSchema } from '@hearth/domain/documents';
import { rescissionViewSchema, signerNotaryViewSchema } from '@hearth/domain/notary';
import { signingSessionSchema } from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdoptSignatureBody } from '@/components/signing/adopt-signature-form';
import { downloadPdf } from '@/lib/download-pdf';
import { signersQueryKey } from '@/lib/get-signers';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { useStepMutation } from '@/lib/use-step-mutation';

/** The co-deed removal of spec section 7; spelled here to keep the domain's broker schemas (zod) off the page. */
const REMOVE_CO_DEED_PATH = '/service-profile/api/v1/feedback/ceo';

/** The additional signers' calls (decision 0177): the borrower's invitations, then the signer's own pages. */
const keys = {
  status: ['co-deed', 'status'] as const,
  signing: (uuid: string) => ['co-deed', uuid, 'signing'] as const,
  document: (uuid: string, id: string) => ['co-deed', uuid, 'document', id] as const,
  notary: (uuid: string) => ['co-deed', uuid, 'notary'] as const,
  rescission: (uuid: string) => ['co-deed', uuid, 'rescission'] as const,
};

export const useInviteSigner = (uuid: string) =>
  useStepMutation(
    uuid,
    signersQueryKey(uuid),
    async (body: { ownerName: string; email: string }) =>
      checkedByServer(
        import.meta.env.DEV && signersViewSchema,
        await httpClient.post(PATHS.invite(uuid), body),
      ),
    { moves: false },
  );

export const useResendInvitation = (uuid: string) =>
  useStepMutation(
    uuid,
    signersQueryKey(uuid),
    async (invitationId: string) =>
      checkedByServer(
        import.meta.env.DEV && signersViewSchema,
        await httpClient.post(PATHS.resend(uuid, invitationId)),
      ),
    { moves: false },
  );

/** POST /service-profile/api/v1/feedback/ceo (decision 0227): removes an owner who has not signed. */
export const useRemoveCoDeed = (uuid: string) =>
  useStepMutation(
    uuid,
    signersQueryKey(uuid),
    async (invitationId: string) =>
      checkedByServer(
        import.meta.env.DEV && signersViewSchema,
        await httpClient.post(REMOVE_CO_DEED_PATH, { applicationUuid: uuid, invitationId, confirm: true }),
      ),
    { moves: false },
  );

/** What an invitation link is for; asked once (a refused link does not become valid by asking again). */
export function useInvitation(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['co-deed', 'invitation', token],
      enabled: token !== null,
      retry: false,
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && invitationViewSchema,
          await httpClient.post(PATHS.invitation, { token }, { sessionExpiryRedirect: false }),
        ),
    }),
  );
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { token: string; password: string; confirmPassword?: string }) =>
      httpClient.post(PATHS.accept, body, { sessionExpiryRedirect: false }),
    // What the co-owner's account reads is read again as theirs. Not the invitation the page still shows: read
    // again, its spent token is refused, and the page would leave for the error page instead of going on.
    onSuccess: () =>
      queryClient.removeQueries({
        queryKey: ['co-deed'],
        predicate: (query) => query.queryKey[1] !== 'invitation',
      }),
  });
}

/** How often the owner's pages read the application again while the notary's completion is due. */
export const SESSION_POLL_MS = 5_000;

/**
 * The co-deed status call (spec section 7): additional signers only; a 400 is not retried. Read again every few
 * seconds while an application is in the online notary session, so the right to cancel appears when the notary
 * completes it, whichever owner signed last and whenever the page was opened.
 */
export function coDeedStatusQueryOptions() {
  return queryOptions({
    queryKey: keys.status,
    refetchOnMount: 'always',
    refetchInterval: (query: { state: { data?: CoDeedStatus } }) =>
      query.state.data?.applications.some((app) => allows(app.status, 'signDeed')) ? SESSION_POLL_MS : false,
    retry: (count, error) =>
      !(error && typeof error === 'object' && 'status' in error && error.status === 400) && count < 2,
    queryFn: async () =>
      checkedByServer(import.meta.env.DEV && coDeedStatusSchema, await httpClient.get(PATHS.status)),
  });
}

export function useCoDeedStatus() {
  return useQuery(coDeedStatusQueryOptions());
}

export function useJoin(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      firstName: string;
      lastName: string;
      dob: string;
      eSignConsent: boolean;
      lienConsent: boolean;
    }) =>
      checkedByServer(
        import.meta.env.DEV && coDeedApplicationSchema,
        await httpClient.post(PATHS.join(uuid), body),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status }),
  });
}

export function useSignerSigning(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.signing(uuid),
      enabled: uuid !== '',
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && signingSessionSchema,
          await httpClient.get(PATHS.signing(uuid)),
        ),
    }),
  );
}

export function useSignerDocument(uuid: string, documentId: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.document(uuid, documentId),
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && loanDocumentTextSchema,
          await httpClient.get(PATHS.document(uuid, documentId)),
        ),
    }),
  );
}

/** One of the signer's own documents as its PDF, handed to the browser as a file (decision 0208). */
export async function downloadSignerDocument(
  uuid: string,
  documentId: string,
  filename: string,
): Promise<void> {
  await downloadPdf(PATHS.pdf(uuid, documentId), filename);
}

function useSigningCall<T>(uuid: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      checkedByServer(import.meta.env.DEV && signingSessionSchema, await call(input)),
    onSuccess: async (session) => {
      queryClient.setQueryData(keys.signing(uuid), session);
      await queryClient.invalidateQueries({ queryKey: keys.status });
    },
  });
}

export const useSignerAdopt = (uuid: string) =>
  useSigningCall(uuid, (body: AdoptSignatureBody) => httpClient.post(PATHS.adopt(uuid), body));

export const useSignerAct = (uuid: string) =>
  useSigningCall(uuid, (body: { documentId: string; sha256: string; location: null }) =>
    httpClient.post(PATHS.acts(uuid), body),
  );

/**
 * The owner's notary session or visit (decision 0184); read again every few seconds while the online session is
 * on, so the others' signatures and the notary's completion show without a reload.
 */
export function useSignerNotary(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.notary(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && signerNotaryViewSchema,
          await httpClient.get(PATHS.notary(uuid)),
        ),
      refetchInterval: (query) => (allows(query.state.data?.status, 'signDeed') ? SESSION_POLL_MS : false),
    }),
  );
}

export function useSignerSignDeed(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      checkedByServer(
        import.meta.env.DEV && signerNotaryViewSchema,
        await httpClient.post(PATHS.signDeed(uuid)),
      ),
    onSuccess: async (view) => {
      queryClient.setQueryData(keys.notary(uuid), view);
      await queryClient.invalidateQueries({ queryKey: keys.status });
    },
  });
}

/** The owner's own right to cancel (decision 0184), read while the application is in it. */
export function useSignerRescission(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: keys.rescission(uuid),
      enabled,
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && rescissionViewSchema,
          await httpClient.get(PATHS.rescission(uuid)),
        ),
    }),
  );
}

export function useSignerCancelLine(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      checkedByServer(
        import.meta.env.DEV && rescissionViewSchema,
        await httpClient.post(PATHS.cancel(uuid), { confirm: true }),
      ),
    onSuccess: async (view) => {
      queryClient.setQueryData(keys.rescission(uuid), view);
      await queryClient.invalidateQueries({ queryKey: keys.status });
    },
  });
}
