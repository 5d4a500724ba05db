/**
 * POST /interactions/:id/:token/callback and the interaction webhooks (@original, follow-ups).
 * Unauthenticated like on Discord; the token is the credential.
 */
import { Errors, FormErrors } from './errors.js';
import type { Route } from './http.js';
import type { InteractionRecord, InteractionRegistry } from './interactions.js';
import { validateChoices, validateModal } from './limits.js';
import { applyMessageBody, editMessage, EPHEMERAL, LOADING, type UploadedFile } from './message-build.js';
import { messagePayload } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, StoredMessage } from './types.js';

/** Callback types each interaction type accepts. */
const ALLOWED: Record<number, number[]> = { 2: [4, 5, 9], 3: [4, 5, 6, 7, 9], 4: [8], 5: [4, 5, 6, 7] };

function responseMessageType(rec: InteractionRecord): number {
  return rec.type === 2 ? 20 : 0;
}

function createResponseMessage(state: EmulatorState, rec: InteractionRecord, body: Json, files: UploadedFile[], extraFlags: number, errorPrefix?: string): StoredMessage {
  const ephemeral = Number(body.flags ?? 0) & EPHEMERAL;
  const content = applyMessageBody(state, rec.channelId, body, files, undefined, {
    fixedFlags: ephemeral | extraFlags,
    sizeLimit: rec.attachmentSizeLimit,
    ...(errorPrefix ? { errorPrefix } : {}),
  });
  const now = state.clock.now();
  const m: StoredMessage = {
    id: state.ids.next(),
    channelId: rec.channelId,
    authorId: state.bot.id,
    ...content,
    type: responseMessageType(rec),
    timestamp: now,
    editedTimestamp: null,
    visibleTo: ephemeral ? rec.userId : null,
    webhookId: state.opts.applicationId,
    interaction: {
      id: rec.id,
      type: rec.type,
      userId: rec.userId,
      ...(rec.commandName ? { name: rec.commandName } : {}),
      ...(rec.sourceMessageId ? { interactedMessageId: rec.sourceMessageId } : {}),
      ...(rec.originalMessageId ? { originalResponseMessageId: rec.originalMessageId } : {}),
    },
  };
  state.addMessage(m);
  return m;
}

export function interactionRoutes(state: EmulatorState, registry: InteractionRegistry): Route[] {
  const live = (appId: string, token: string): InteractionRecord => {
    const rec = registry.byWebhookToken(token);
    if (!rec || appId !== state.opts.applicationId || registry.tokenExpired(rec)) throw Errors.invalidWebhookToken();
    return rec;
  };

  const ownMessage = (rec: InteractionRecord, messageId: string): StoredMessage => {
    const id = messageId === '@original' ? rec.originalMessageId : messageId;
    const m = id ? state.messages.get(id) : undefined;
    if (!m || (messageId !== '@original' && !rec.followUpIds.includes(m.id) && m.id !== rec.originalMessageId)) throw Errors.unknownMessage();
    return m;
  };

  const callback: Route = {
    method: 'POST',
    path: '/interactions/:id/:token/callback',
    auth: false,
    handler: ({ params, body, files, query }) => {
      const rec = registry.get(params.id!);
      if (!rec || rec.token !== params.token) throw Errors.unknownInteraction();
      if (rec.failed || registry.expiredFirstResponse(rec)) {
        if (!rec.ack) registry.fail(rec, 'late');
        if (!rec.ack) throw Errors.unknownInteraction();
      }
      if (rec.ack) throw Errors.alreadyAcknowledged();
      const type = Number(body.type);
      const data = (body.data as Json | undefined) ?? {};
      const allowed = ALLOWED[rec.type] ?? [];
      const fromMessage = rec.sourceMessageId !== undefined;
      if (!allowed.includes(type) || ((type === 6 || type === 7) && !fromMessage)) {
        const e = new FormErrors();
        e.add(['type'], 'INTERACTION_RESPONSE_TYPE_INVALID', `Interaction response type ${type} is not valid for interaction type ${rec.type}`);
        e.throwIfAny();
      }
      let message: StoredMessage | undefined;
      switch (type) {
        case 4:
          message = createResponseMessage(state, rec, data, files, 0, 'data');
          rec.originalMessageId = message.id;
          break;
        case 5:
          message = createResponseMessage(state, rec, { flags: Number(data.flags ?? 0) & EPHEMERAL }, [], LOADING, 'data');
          rec.originalMessageId = message.id;
          break;
        case 6:
          rec.originalMessageId = rec.sourceMessageId;
          break;
        case 7: {
          const source = state.messages.get(rec.sourceMessageId!);
          if (!source) throw Errors.unknownMessage();
          message = editMessage(state, source, data, files, rec.attachmentSizeLimit, 'data');
          rec.originalMessageId = source.id;
          break;
        }
        case 8:
          validateChoices(data).throwIfAny('data');
          break;
        case 9: {
          validateModal(data).throwIfAny('data');
          registry.modals.set(rec.userId, {
            userId: rec.userId,
            interactionId: rec.id,
            channelId: rec.channelId,
            ...(rec.sourceMessageId ? { sourceMessageId: rec.sourceMessageId } : {}),
            data,
          });
          state.emit({ type: 'modal.open', userId: rec.userId, interactionId: rec.id, modal: data });
          break;
        }
      }
      registry.acknowledge(rec, type, type === 8 || type === 9 ? data : message ? messagePayload(state, message) : undefined);
      if (query.get('with_response') !== 'true') return { status: 204 };
      return {
        body: {
          interaction: {
            id: rec.id,
            type: rec.type,
            ...(message ? { response_message_id: message.id, response_message_loading: type === 5, response_message_ephemeral: message.visibleTo !== null } : {}),
          },
          resource: { type, ...(message ? { message: messagePayload(state, message) } : {}) },
        },
      };
    },
  };

  return [
    callback,
    {
      method: 'POST',
      path: '/webhooks/:app/:token',
      auth: false,
      handler: ({ params, body, files, query }) => {
        const rec = live(params.app!, params.token!);
        if (!rec.ack) throw Errors.unknownWebhook();
        const original = rec.originalMessageId ? state.messages.get(rec.originalMessageId) : undefined;
        let m: StoredMessage;
        rec.activity++;
        if (rec.ack.type === 5 && original && original.flags & LOADING && !rec.deferredFollowUpUsed) {
          rec.deferredFollowUpUsed = true;
          m = editMessage(state, original, body, files, rec.attachmentSizeLimit);
        } else {
          m = createResponseMessage(state, rec, body, files, 0);
          rec.followUpIds.push(m.id);
        }
        return query.get('wait') === 'true' ? { body: messagePayload(state, m) } : { status: 204 };
      },
    },
    {
      method: 'GET',
      path: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: ({ params }) => ({ body: messagePayload(state, ownMessage(live(params.app!, params.token!), params.message!)) }),
    },
    {
      method: 'PATCH',
      path: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: ({ params, body, files }) => {
        const rec = live(params.app!, params.token!);
        const m = ownMessage(rec, params.message!);
        rec.activity++;
        return { body: messagePayload(state, editMessage(state, m, body, files, rec.attachmentSizeLimit)) };
      },
    },
    {
      method: 'DELETE',
      path: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: ({ params }) => {
        const rec = live(params.app!, params.token!);
        const m = ownMessage(rec, params.message!);
        rec.activity++;
        state.deleteMessage(m);
        return { status: 204 };
      },
    },
  ];
}

