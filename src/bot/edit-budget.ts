/**
 * When each channel's message-edit bucket has room again, as Discord's X-RateLimit-* headers on our own edits
 * last said (issue 35). The board loop waits for that moment *before* it reads the match and builds the edit,
 * so the edit that goes out when the bucket refills shows the newest version; built first, it would wait inside
 * discord.js's queue and land as old as the wait was long. Headers, not a hard-coded table: Discord's limits
 * are not published and change.
 */
import { RESTEvents, type REST } from 'discord.js';

const EDIT = /^\/channels\/(\d+)\/messages\/\d+$/;

export class EditBudget {
  private readonly fullUntil = new Map<string, number>();

  constructor(rest: REST, private readonly now: () => number = Date.now) {
    rest.on(RESTEvents.Response, (req, res) => {
      const m = req.method === 'PATCH' ? EDIT.exec(String(req.path)) : null;
      if (!m) return;
      const remaining = Number(res.headers.get('x-ratelimit-remaining'));
      const after = Number(res.headers.get('x-ratelimit-reset-after'));
      if (remaining === 0 && after > 0) this.fullUntil.set(m[1]!, this.now() + after * 1000);
      else this.fullUntil.delete(m[1]!);
    });
  }

  /** Waits until `channel`'s edit bucket has room, as far as this process knows; true when it waited. */
  async wait(channel: string): Promise<boolean> {
    const until = this.fullUntil.get(channel);
    if (until === undefined) return false;
    this.fullUntil.delete(channel);
    const ms = until - this.now();
    if (ms <= 0) return false;
    await new Promise((r) => setTimeout(r, ms));
    return true;
  }
}
