/**
 * Local mode keeps its Discord world (channels, threads, messages with their images) in DATA_DIR beside the
 * embedded store, so that after a restart the match threads, boards and buttons are where players left
 * them and every button still works (the bot keeps no state of its own between interactions). Saved a
 * moment after each change (written to a temporary file, then renamed) and at stop.
 */
import { listener, type SuperviseLog } from '../supervise.js';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Emulator } from '../emulator/index.js';
import type { StoredChannel, StoredMessage } from '../emulator/types.js';
import { LOADING } from '../emulator/message-build.js';

interface SavedChannel extends Omit<StoredChannel, 'thread'> { thread?: Omit<NonNullable<StoredChannel['thread']>, 'members'> & { members: string[] } }
interface SavedMessage extends Omit<StoredMessage, 'attachments'> { attachments: Array<Omit<StoredMessage['attachments'][number], 'bytes'> & { bytes: string }> }
interface WorldFile { version: 1; channels: SavedChannel[]; messages: SavedMessage[] }

function snapshot(emu: Emulator): WorldFile {
  const s = emu.state;
  const channels = [...s.channels.values()].map((c): SavedChannel => ({ ...c, ...(c.thread ? { thread: { ...c.thread, members: [...c.thread.members] } } : {}) }) as SavedChannel);
  const messages: SavedMessage[] = [];
  for (const ids of s.channelMessages.values()) {
    for (const id of ids) {
      const m = s.messages.get(id);
      // A message still "thinking" belongs to an interaction that will never finish after a restart.
      if (!m || m.flags & LOADING) continue;
      messages.push({ ...m, attachments: m.attachments.map((a) => ({ ...a, bytes: a.bytes.toString('base64') })) });
    }
  }
  return { version: 1, channels, messages };
}

/** Puts a saved world into a freshly started emulator (before the bot connects). False when there is none. */

const SILENT: SuperviseLog = { warn: () => {}, info: () => {} };
export function restoreWorld(emu: Emulator, file: string): boolean {
  let saved: WorldFile;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as WorldFile;
  } catch {
    return false;
  }
  if (saved.version !== 1) return false;
  const s = emu.state;
  for (const c of saved.channels) {
    s.channels.set(c.id, { ...c, ...(c.thread ? { thread: { ...c.thread, members: new Set(c.thread.members) } } : {}) } as StoredChannel);
    if (!s.channelMessages.has(c.id)) s.channelMessages.set(c.id, []);
  }
  for (const saved1 of saved.messages) {
    const m: StoredMessage = { ...saved1, attachments: saved1.attachments.map((a) => ({ ...a, bytes: Buffer.from(a.bytes, 'base64') })) };
    if (s.messages.has(m.id)) continue;
    s.messages.set(m.id, m);
    s.channelMessages.get(m.channelId)?.push(m.id);
    for (const a of m.attachments) s.attachments.set(a.id, { channelId: m.channelId, attachment: a });
  }
  return true;
}

export interface WorldSaver {
  /** Writes now (at stop). */
  flush(): void;
  stop(): void;
}

/** Saves the world `delayMs` after a change (changes in between are written together) and on flush(). */
export function saveWorldOnChange(emu: Emulator, file: string, delayMs = 500, log?: SuperviseLog): WorldSaver {
  mkdirSync(dirname(file), { recursive: true });
  let timer: NodeJS.Timeout | null = null;
  const write = () => {
    timer = null;
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot(emu)));
    renameSync(tmp, file);
  };
  const off = emu.state.onChange((e) => {
    if (timer || !/^(message|channel|thread)\./.test(e.type)) return;
    // A failed save (disk full, folder gone) is logged and retried at the next change; it must not end the process.
    timer = setTimeout(listener(log ?? SILENT, 'local world save', write), delayMs);
    timer.unref();
  });
  return {
    flush() {
      if (timer) clearTimeout(timer);
      write();
    },
    stop() {
      off();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
