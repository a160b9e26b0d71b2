import { BROKER_API_PATHS, type LenderBroker } from '@hearth/domain/brokers';
import {
  type AuditEntry,
  CONSOLE_API_PATHS,
  type ConsoleApplicationView,
  type QueueFilter,
  type QueueView,
  type StaffMember,
} from '@hearth/domain/console';
import {
  type FunnelReport,
  type LarEditReport,
  REPORT_API_PATHS,
  type ReportQuery,
} from '@hearth/domain/console-reports';
import { FUNDING_API_PATHS } from '@hearth/domain/funding';
import { CONDITIONS_API_PATHS } from '@hearth/domain/identity-verification';
import { type HoldDecisionBody, MANUAL_HOLD_API_PATHS } from '@hearth/domain/manual-holds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The console's calls (issue 24). A staff session is its own: a 30-minute token kept in this tab's session storage
 * (not the borrower's `jwt`), so closing the tab ends it and a borrower's sign-in in the same browser is untouched.
 */
const TOKEN_KEY = 'hearth-console-jwt';

export const consoleSession = {
  token: (): string | null => globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? null,
  set: (jwt: string) => globalThis.sessionStorage?.setItem(TOKEN_KEY, jwt),
  clear: () => globalThis.sessionStorage?.removeItem(TOKEN_KEY),
};

/** A refused console call: its status and the server's message, shown as it is. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let onSignedOut: () => void = () => {};
/** What to do when the session is over (expired, signed out elsewhere): the layout sends the person to sign in. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export async function consoleFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const token = consoleSession.token();
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      ...init.headers,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) {
    if (response.status === 401 && path !== CONSOLE_API_PATHS.session) {
      consoleSession.clear();
      onSignedOut();
    }
    // The guards' bare 403 says "forbidden": say what it means for this person, and what to do.
    const message =
      response.status === 403 && data?.message === 'forbidden'
        ? 'Your role cannot do this. Ask an underwriter or an admin to take this step.'
        : data?.message;
    throw new ConsoleError(response.status, message ?? 'Something went wrong. Please try again.');
  }
  return data as T;
}

export const consoleKeys = {
  me: ['console', 'me'] as const,
  queue: (filter: QueueFilter) => ['console', 'queue', filter] as const,
  application: (uuid: string) => ['console', 'application', uuid] as const,
  audit: ['console', 'audit'] as const,
  staff: ['console', 'staff'] as const,
  funnel: (query: ReportQuery) => ['console', 'reports', 'funnel', query] as const,
  larEdits: (year: number) => ['console', 'reports', 'lar-edits', year] as const,
};

export function useMe() {
  return useQuery({
    queryKey: consoleKeys.me,
    queryFn: () => consoleFetch<StaffMember>(CONSOLE_API_PATHS.me),
    retry: false,
    enabled: consoleSession.token() !== null,
  });
}

export function useQueue(filter: QueueFilter) {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return useQuery({
    queryKey: consoleKeys.queue(filter),
    queryFn: () => consoleFetch<QueueView>(`${CONSOLE_API_PATHS.queue}${query ? `?${query}` : ''}`),
  });
}

export function useApplication(uuid: string) {
  return useQuery({
    queryKey: consoleKeys.application(uuid),
    queryFn: () => consoleFetch<ConsoleApplicationView>(CONSOLE_API_PATHS.application(uuid)),
  });
}

export function useAudit() {
  return useQuery({
    queryKey: consoleKeys.audit,
    queryFn: () => consoleFetch<AuditEntry[]>(CONSOLE_API_PATHS.audit),
  });
}

export function useStaff() {
  return useQuery({
    queryKey: consoleKeys.staff,
    queryFn: () => consoleFetch<StaffMember[]>(CONSOLE_API_PATHS.staff),
  });
}

export function useFunnelReport(query: ReportQuery) {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return useQuery({
    queryKey: consoleKeys.funnel(query),
    queryFn: () => consoleFetch<FunnelReport>(`${REPORT_API_PATHS.funnel}${search ? `?${search}` : ''}`),
  });
}

/** The register's edit check, run when the admin asks (`enabled`), not on every visit to the page. */
export function useLarEdits(year: number, enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.larEdits(year),
    queryFn: () => consoleFetch<LarEditReport>(`${REPORT_API_PATHS.larEdits}?year=${year}`),
    enabled,
  });
}

/**
 * A file the console downloads with the staff token (a plain link cannot send it): fetched, then saved under the
 * server's file name through a temporary link.
 */
export async function downloadWithSession(path: string, fallbackName: string): Promise<void> {
  const token = consoleSession.token();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ConsoleError(response.status, data?.message ?? 'The file could not be made. Please try again.');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The queue's live stream (decision 0229): the server pushes each status change of the lender's files as a
 * server-sent event, read here with fetch (an EventSource cannot send the bearer token); on each one the queue and
 * the file it names are read again. No polling: a lost stream reconnects after a pause.
 */
export function useLiveStatusChanges(onChange?: (applicationUuid: string) => void): void {
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let stopped = false;
    const connect = async (): Promise<void> => {
      const token = consoleSession.token();
      if (!token) return;
      try {
        const response = await fetch(CONSOLE_API_PATHS.queueEvents, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        const reader = response.body?.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            const data = event.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const { applicationUuid } = JSON.parse(data.slice(6)) as { applicationUuid: string };
            void client.invalidateQueries({ queryKey: ['console', 'queue'] });
            void client.invalidateQueries({ queryKey: consoleKeys.application(applicationUuid) });
            onChange?.(applicationUuid);
          }
        }
      } catch {
        // Aborted on leaving the page, or the connection dropped: reconnect below unless stopped.
      }
      if (!stopped) setTimeout(() => void connect(), 2000);
    };
    void connect();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [client, onChange]);
}

export const consoleActions = {
  signIn: (body: { email: string; password: string; code: string }) =>
    consoleFetch<{ jwt: string; expiresAt: string; staff: StaffMember }>(CONSOLE_API_PATHS.session, {
      method: 'POST',
      body,
    }),
  signOut: () => consoleFetch<void>(CONSOLE_API_PATHS.session, { method: 'DELETE' }),
  decideHold: (uuid: string, body: HoldDecisionBody) =>
    consoleFetch(MANUAL_HOLD_API_PATHS.holdDecision(uuid), { method: 'POST', body }),
  openCondition: (uuid: string, body: { category: string; commentsToBorrower?: string }) =>
    consoleFetch(CONDITIONS_API_PATHS.lenderConditions(uuid), { method: 'POST', body }),
  reviewCondition: (
    uuid: string,
    conditionId: string,
    body: { outcome: 'ACCEPT' | 'REJECT'; reason?: string },
  ) => consoleFetch(CONSOLE_API_PATHS.conditionReview(uuid, conditionId), { method: 'POST', body }),
  waiveCondition: (uuid: string, conditionId: string, reason: string) =>
    consoleFetch(CONSOLE_API_PATHS.conditionWaive(uuid, conditionId), { method: 'POST', body: { reason } }),
  prepareFunding: (uuid: string, note: string) =>
    consoleFetch(CONSOLE_API_PATHS.fundingPreparation(uuid), { method: 'POST', body: { note } }),
  approveFunding: (uuid: string, note: string) =>
    consoleFetch(FUNDING_API_PATHS.fundingDecision(uuid), {
      method: 'POST',
      body: { decision: 'APPROVE', note },
    }),
  changeStaff: (uuid: string, body: { role?: string; active?: boolean }) =>
    consoleFetch<StaffMember>(CONSOLE_API_PATHS.staffMember(uuid), { method: 'PATCH', body }),
  addStaff: (body: { email: string; name: string; role: string; password: string }) =>
    consoleFetch<{ staff: StaffMember; totpSecret: string; otpauthUri: string }>(CONSOLE_API_PATHS.staff, {
      method: 'POST',
      body,
    }),
};

/** The lender's brokers and loan officers, and the deactivation of one (decision 0245). */
const brokersKey = ['console', 'brokers'] as const;

export function useBrokers() {
  return useQuery({
    queryKey: brokersKey,
    queryFn: async () =>
      (await consoleFetch<{ brokers: LenderBroker[] }>(BROKER_API_PATHS.lenderBrokers)).brokers,
  });
}

export function useDeactivateBroker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { loanOriginatorUuid: string; reason: string }) =>
      consoleFetch<LenderBroker>(BROKER_API_PATHS.lenderBrokerDeactivation(input.loanOriginatorUuid), {
        method: 'POST',
        body: { reason: input.reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: brokersKey }),
  });
}
