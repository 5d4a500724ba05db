/**
 * Property: any interaction payload drawn from valid, malformed and forged shapes (wrong custom ids, ids
 * for another kind of component, mistyped or oversized options, unknown subcommands, missing resolved
 * data or modal fields, odd locales) is acknowledged and answered privately, or with its intended private
 * effect: never an internal error, never a stack trace, never a change to a public message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ButtonStyle, ComponentType } from 'discord.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { forged, INTERNAL, leafOptions, STACK, type Json } from './support/forge.js';
import type { InteractionOutcome } from '../../src/emulator/index.js';
import { fcSeed } from '../support/seed.js';

let h: Harness;
let board: string;
beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
  const channel = await h.bots[0]!.client.channels.fetch(IDS.channel);
  if (!channel?.isSendable()) throw new Error('channel not sendable');
  const msg = await channel.send({
    content: 'public board',
    components: [
      { type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: 'h1:abcdef123456', label: 'My hand' }] },
      { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: 'm1:abcdef123456:3:p7:s0', options: [{ label: 'a', value: '0' }, { label: 'b', value: '1' }], min_values: 1, max_values: 2 }] },
    ],
  });
  board = msg.id;
});
afterAll(async () => { await h?.close(); });

type Base = 'slash' | 'button' | 'select' | 'modal' | 'autocomplete';
const SLASH: Array<[string, Record<string, unknown>]> = [
  ['deck list', {}], ['deck show', { name: 'x' }], ['deck validate', { name: 'precon:starter-flame' }], ['deck delete', { name: 'nothing' }],
  ['deck import', { name: 'P', list: 'Main: 4 Flame Recruit' }], ['match list', {}], ['match board', {}], ['match hand', { match: 'abcdef123456' }],
  ['match challenge', { opponent: IDS.alice, deck: 'precon:starter-flame' }], ['rule', { query: '101' }], ['ruling search', { query: 'x' }], ['ruling show', { id: 1 }],
];

const customIds = fc.oneof(
  fc.constantFrom('h1:abcdef123456', 'g1:abcdef123456', 'r1:abcdef123456', 'k1:abcdef123456:1', 'a1:abcdef123456:2', 'c1:abcdef123456:a', 'c1:abcdef123456:k',
    'c1:abcdef123456:d', 'd1:fadalgia:standard', 'd1:fadalgia:bogus', 'm1:abcdef123456:3:p7:o0', 'm1:abcdef123456:3:p7:s0', 'm1:abcdef123456:3:p7:n', 'm1:abcdef123456:3:p7:N',
    'm1:abcdef123456:3:p7:z', 'm1:abcdef123456:3:p7:p1', 'rule:v1:ref:00000000:e:0:0:101', 'rule:v1:pg:00000000:e:3:0:606', 'rule:v1:sel:00000000:p:0:0:606',
    'rule:v1:q:00000000:e:0:0:101', 'ruling:v1:add', 'ruling:v1:edit:1:1', 'rule:', 'ruling:', 'm1', ':', ''),
  fc.string({ maxLength: 120 }),
  fc.string({ minLength: 101, maxLength: 300 }),
);
const optionValue = fc.oneof(fc.string({ maxLength: 50 }), fc.string({ minLength: 6001, maxLength: 7000 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant('bogus'));

type Forgery =
  | { kind: 'none' }
  | { kind: 'custom-id'; id: string }
  | { kind: 'option'; index: number; value: unknown; type: number }
  | { kind: 'subcommand'; name: string }
  | { kind: 'drop'; field: 'resolved' | 'options' | 'components' | 'values' }
  | { kind: 'values'; values: string[] };

const forgery: fc.Arbitrary<Forgery> = fc.oneof(
  fc.constant<Forgery>({ kind: 'none' }),
  customIds.map((id): Forgery => ({ kind: 'custom-id', id })),
  fc.record({ index: fc.nat(5), value: optionValue, type: fc.constantFrom(3, 4, 5, 6, 10, 11) }).map((o): Forgery => ({ kind: 'option', ...o })),
  fc.constantFrom('bogus', 'import', 'list', 'challenge', '').map((name): Forgery => ({ kind: 'subcommand', name })),
  fc.constantFrom('resolved', 'options', 'components', 'values').map((field): Forgery => ({ kind: 'drop', field: field as 'resolved' })),
  fc.array(fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('0', '1', '99', '-1')), { maxLength: 30 }).map((values): Forgery => ({ kind: 'values', values })),
);

function apply(p: Json, f: Forgery, locale: string): void {
  p.locale = locale;
  const data = p.data as Json;
  switch (f.kind) {
    case 'none': return;
    case 'custom-id': if ('custom_id' in data) data.custom_id = f.id; return;
    case 'option': { const leaf = leafOptions(p); const o = leaf[f.index % Math.max(1, leaf.length)]; if (o) { o.value = f.value; o.type = f.type; } return; }
    case 'subcommand': { const top = (data.options as Json[] | undefined)?.[0]; if (top && (top.type === 1 || top.type === 2)) top.name = f.name; return; }
    // discord.js itself cannot build a modal interaction without its components array (it throws inside
    // the gateway handler, before any bot code runs), so a modal loses its fields, not the array.
    case 'drop': if (f.field === 'components') data.components = []; else delete data[f.field]; return;
    case 'values': if ('values' in data) data.values = f.values; return;
  }
}

async function run(base: Base, slashIndex: number, f: Forgery, locale: string): Promise<InteractionOutcome | Json[] | null> {
  const transform = (p: Json) => apply(p, f, locale);
  switch (base) {
    case 'slash': {
      const [cmd, opts] = SLASH[slashIndex % SLASH.length]!;
      return forged(h.emu, transform, () => h.emu.slash(IDS.alice, IDS.channel, cmd, opts));
    }
    case 'button': return forged(h.emu, transform, () => h.emu.click(IDS.alice, board, 'h1:abcdef123456'));
    case 'select': return forged(h.emu, transform, () => h.emu.select(IDS.alice, board, 'm1:abcdef123456:3:p7:s0', ['0']));
    case 'modal': {
      const opened = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Prop' });
      return forged(h.emu, transform, () => h.emu.submitModal(IDS.alice, (opened.modal as { custom_id: string }).custom_id, { name: 'Prop', list: 'Main:\n4 Flame Recruit' }));
    }
    case 'autocomplete': {
      forgeAutocomplete(transform);
      return h.emu.autocomplete(IDS.alice, IDS.channel, 'match challenge', { deck: 'fla' }, 'deck');
    }
  }
}

function forgeAutocomplete(transform: (p: Json) => void): void {
  // The autocomplete control call returns choices only; the forgery is the same rewrite of its payload.
  const gw = h.emu.gateway as unknown as { dispatch: (t: string, d: Json, intent?: number) => void };
  const original = Object.getPrototypeOf(gw).dispatch as (t: string, d: Json, intent?: number) => void;
  gw.dispatch = function patched(t: string, d: Json, intent?: number) {
    if (t !== 'INTERACTION_CREATE') return original.call(this, t, d, intent);
    delete (gw as { dispatch?: unknown }).dispatch;
    const copy = structuredClone(d);
    transform(copy);
    return original.call(this, t, copy, intent);
  };
}

describe('interaction payload property', () => {
  it('valid, malformed and forged payloads: always acknowledged, answered privately, no internal error, no public change', { timeout: 240_000 }, async () => {
    const publicView = () => JSON.stringify(h.emu.visibleMessages(IDS.watcher, IDS.channel));
    await fc.assert(fc.asyncProperty(
      fc.constantFrom<Base>('slash', 'button', 'select', 'modal', 'autocomplete'), fc.nat(100), forgery, fc.constantFrom('th', 'en-US', 'xx', ''),
      async (base, slashIndex, f, locale) => {
        const before = publicView();
        const out = await run(base, slashIndex, f, locale);
        if (Array.isArray(out)) {
          expect(out.length).toBeLessThanOrEqual(25);
        } else if (out) {
          expect([4, 5, 6, 7, 9]).toContain(out.callbackType);
          if (out.callbackType === 9) h.emu.dismissModal(IDS.alice);
          else {
            await out.settled(30_000);
            // A deferred update points at the public message itself; whether it changed is checked below.
            for (const m of out.messages().filter((x) => x.id !== board)) {
              expect(Number(m.flags) & 64, JSON.stringify(m).slice(0, 300)).toBe(64);
              expect(String(m.content ?? '')).not.toMatch(INTERNAL);
              expect(JSON.stringify(m)).not.toMatch(STACK);
            }
          }
        }
        expect(publicView()).toBe(before);
        return true;
      },
    ), { numRuns: 150, ...fcSeed('payload-property') });
  });
});
