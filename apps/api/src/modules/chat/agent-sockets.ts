import type { Database } from '../../db/database';
import { STAFF_CHANNEL } from '../console/staff';

/**
 * The agents' open sockets by staff login, in this process (issue 24's console, decision 0236's switch-off): when a
 * staff member is changed on any server, each process re-checks that login's sockets and closes those whose holder is no
 * longer a chat agent, instead of waiting for the agent's next call to be refused.
 */
export class AgentSockets {
  private readonly byIdentity = new Map<string, Set<() => Promise<void>>>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      STAFF_CHANNEL,
      (payload) => {
        const event = JSON.parse(payload) as { kind?: string; identityUuid?: string };
        if (event.kind === 'staff' && event.identityUuid) void this.recheck(event.identityUuid);
      },
      // Changes may have been missed while the listening connection was down: re-check every agent held.
      () => {
        for (const identityUuid of this.byIdentity.keys()) void this.recheck(identityUuid);
      },
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** `recheck` closes the socket when its holder may no longer chat; returns the call that forgets it. */
  follow(identityUuid: string, recheck: () => Promise<void>): () => void {
    let set = this.byIdentity.get(identityUuid);
    if (!set) {
      set = new Set();
      this.byIdentity.set(identityUuid, set);
    }
    set.add(recheck);
    return () => {
      const current = this.byIdentity.get(identityUuid);
      current?.delete(recheck);
      if (current?.size === 0) this.byIdentity.delete(identityUuid);
    };
  }

  private async recheck(identityUuid: string): Promise<void> {
    for (const check of [...(this.byIdentity.get(identityUuid) ?? [])])
      await check().catch(() => {
        // A check that cannot read now is made again by the agent's next call, which is refused then.
      });
  }
}
