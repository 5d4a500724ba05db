/**
 * Turns a create/edit body (+ uploaded files) into stored message fields, the way Discord merges
 * them: attachments referenced by id are kept, `attachment://name` URLs point at the upload,
 * the Ephemeral and Components V2 flags cannot be taken back.
 */
import { makeAttachment, MAX_FILE_BYTES } from './attachments.js';
import { walkComponents } from './components.js';
import { ApiError, Errors, FormErrors } from './errors.js';
import { validateMessageBody } from './limits.js';
import { attachmentUrl } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json, StoredAttachment, StoredMessage } from './types.js';

export interface UploadedFile {
  index: number;
  filename: string;
  bytes: Buffer;
  contentType: string;
}

export const EPHEMERAL = 1 << 6;
export const LOADING = 1 << 7;
const SUPPRESS_EMBEDS = 1 << 2;
const SUPPRESS_NOTIFICATIONS = 1 << 12;
const IS_COMPONENTS_V2 = 1 << 15;
const SETTABLE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2;

type Content = Pick<StoredMessage, 'content' | 'embeds' | 'components' | 'attachments' | 'flags'>;

function resolveAttachments(state: EmulatorState, body: Json, files: UploadedFile[], existing: StoredAttachment[], sizeLimit: number): StoredAttachment[] {
  for (const f of files) if (f.bytes.length > sizeLimit) throw Errors.tooLarge();
  const used = new Set<number>();
  const make = (f: UploadedFile, meta?: Json) => {
    used.add(f.index);
    const name = typeof meta?.filename === 'string' && meta.filename ? meta.filename : f.filename;
    return makeAttachment(state.ids.next(), name, f.bytes, f.contentType, typeof meta?.description === 'string' ? meta.description : undefined);
  };
  let result: StoredAttachment[];
  if (Array.isArray(body.attachments)) {
    result = [];
    const errors = new FormErrors();
    for (const [i, meta] of (body.attachments as Json[]).entries()) {
      const id = String(meta.id);
      const kept = existing.find((a) => a.id === id);
      const upload = files.find((f) => String(f.index) === id);
      if (kept) result.push(kept);
      else if (upload) result.push(make(upload, meta));
      else errors.add(['attachments', i, 'id'], 'ATTACHMENT_NOT_FOUND', `Attachment data not found for id ${id}`);
    }
    errors.throwIfAny();
  } else {
    result = [...existing];
  }
  for (const f of files) if (!used.has(f.index)) result.push(make(f));
  return result;
}

/** `attachment://board.png` in embeds and V2 media → the emulator URL of that upload. */
function linkAttachmentUrls(state: EmulatorState, channelId: string, value: unknown, atts: StoredAttachment[]): unknown {
  if (typeof value === 'string' && value.startsWith('attachment://')) {
    const a = atts.find((x) => x.filename === value.slice('attachment://'.length));
    return a ? attachmentUrl(state, channelId, a) : value;
  }
  if (Array.isArray(value)) return value.map((v) => linkAttachmentUrls(state, channelId, v, atts));
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) out[k] = linkAttachmentUrls(state, channelId, v, atts);
    return out;
  }
  return value;
}

/** Discord stores components with `id`s and defaults filled in; we add the numeric ids only. */
function numberComponents(components: Json[]): Json[] {
  const copy = structuredClone(components);
  let n = 1;
  for (const { c } of walkComponents(copy)) if (c.id === undefined) c.id = n++;
  return copy;
}

/**
 * Validates and applies a body. `base` is the current message for edits (undefined for creates);
 * `fixedFlags` are flags the caller forces (ephemeral, loading).
 */
export function applyMessageBody(
  state: EmulatorState,
  channelId: string,
  body: Json,
  files: UploadedFile[],
  base: Content | undefined,
  opts: { fixedFlags?: number; sizeLimit?: number; errorPrefix?: string } = {},
): Content {
  const errors = validateMessageBody(body, files.length);
  if (!errors.empty) throw new ApiError(400, 50035, 'Invalid Form Body', opts.errorPrefix ? { [opts.errorPrefix]: errors.tree } : errors.tree);
  const attachments = resolveAttachments(state, body, files, base?.attachments ?? [], opts.sizeLimit ?? MAX_FILE_BYTES);
  const requested = body.flags === undefined || body.flags === null ? (base?.flags ?? 0) & SETTABLE_FLAGS : Number(body.flags) & SETTABLE_FLAGS;
  const flags = ((base?.flags ?? 0) & (EPHEMERAL | IS_COMPONENTS_V2)) | (opts.fixedFlags ?? 0) | requested;
  const pick = <T>(key: string, fallback: T): T => (body[key] === undefined || body[key] === null ? fallback : (body[key] as T));
  const content: Content = {
    content: pick('content', base?.content ?? ''),
    embeds: linkAttachmentUrls(state, channelId, pick('embeds', base?.embeds ?? []), attachments) as Json[],
    components: linkAttachmentUrls(state, channelId, numberComponents(pick('components', base?.components ?? [])), attachments) as Json[],
    attachments,
    flags,
  };
  if (body.content === null) content.content = '';
  const empty = !content.content && content.embeds.length === 0 && content.components.length === 0 && attachments.length === 0;
  if (empty && !(flags & LOADING)) throw Errors.emptyMessage();
  return content;
}

export function editMessage(state: EmulatorState, m: StoredMessage, body: Json, files: UploadedFile[], sizeLimit?: number, errorPrefix?: string): StoredMessage {
  const wasLoading = (m.flags & LOADING) !== 0;
  const content = applyMessageBody(state, m.channelId, body, files, m, {
    ...(sizeLimit ? { sizeLimit } : {}),
    ...(errorPrefix ? { errorPrefix } : {}),
  });
  Object.assign(m, content);
  // Filling in a deferred ("thinking…") reply is not shown as an edit.
  if (!wasLoading) m.editedTimestamp = state.clock.now();
  state.updateMessage(m);
  return m;
}
