/** The answer to one interaction as the control API reports it, following later edits and follow-ups. */
import type { InteractionKind, InteractionRecord } from './interactions.js';
import { LOADING } from './message-build.js';
import { messagePayload } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, StoredMessage } from './types.js';
import { waitFor } from './wait.js';

/** What the bot answered to one interaction; `messages()` and `settled()` follow later edits. */
export interface InteractionOutcome {
  id: string;
  kind: InteractionKind;
  /** 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete result, 9 modal. */
  callbackType: number;
  /** The message the callback created (4, 5) or updated (7), as the user sees it now. */
  message?: Json;
  choices?: Json[];
  modal?: Json;
  /** Current state of every message this interaction's token created or edited, oldest first. */
  messages(): Json[];
  /**
   * Resolves once the answer is complete: for a deferred reply, when it is filled in; for a
   * deferred update, after the first edit or follow-up; otherwise at once. Gives the latest message.
   */
  settled(timeoutMs?: number): Promise<Json | undefined>;
}

/** An outcome as plain data (for the HTTP control API): the messages read once, no promise. */
export type OutcomeSnapshot = Omit<InteractionOutcome, 'messages' | 'settled'> & { messages: Json[] };

export function outcomeOf(st: EmulatorState, rec: InteractionRecord, defaultTimeoutMs: number): InteractionOutcome {
  const ack = rec.ack!;
  const messages = () => [rec.originalMessageId, ...rec.followUpIds]
    .filter((id, i, all): id is string => id !== undefined && all.indexOf(id) === i)
    .map((id) => st.messages.get(id))
    .filter((m): m is StoredMessage => m !== undefined)
    .map((m) => messagePayload(st, m));
  const current = ack.type !== 6 && rec.originalMessageId ? st.messages.get(rec.originalMessageId) : undefined;
  return {
    id: rec.id,
    kind: rec.kind,
    callbackType: ack.type,
    ...(current ? { message: messagePayload(st, current) } : {}),
    ...(ack.type === 8 ? { choices: (ack.data?.choices as Json[] | undefined) ?? [] } : {}),
    ...(ack.type === 9 ? { modal: ack.data } : {}),
    messages,
    settled: async (timeoutMs = defaultTimeoutMs) => {
      if (ack.type === 5) {
        await waitFor(st, () => {
          const m = st.messages.get(rec.originalMessageId!);
          return !m || !(m.flags & LOADING);
        }, timeoutMs, 'deferred reply to be filled in');
      } else if (ack.type === 6) {
        await waitFor(st, () => rec.activity > 0, timeoutMs, 'edit or follow-up after deferUpdate');
      }
      return messages().at(-1);
    },
  };
}

export function snapshotOf(o: InteractionOutcome): OutcomeSnapshot {
  const { id, kind, callbackType, message, choices, modal } = o;
  return { id, kind, callbackType, ...(message ? { message } : {}), ...(choices ? { choices } : {}), ...(modal ? { modal } : {}), messages: o.messages() };
}
