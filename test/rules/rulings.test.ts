import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRuleCommand } from '../../src/rules/discord/handlers.js';
import { handleRulingAutocomplete, handleRulingCommand, handleRulingModalSubmit, type RulingContext } from '../../src/rules/rulings/handlers.js';
import { MemoryRulingsStore } from '../../src/rules/rulings/memory.js';
import type { Member } from '../../src/rules/rulings/permissions.js';
import { RedisRulingsStore } from '../../src/rules/rulings/redis.js';
import type { RulingFields, RulingsStore } from '../../src/rules/rulings/types.js';

const prefix = `sanam-test-rules-${randomBytes(6).toString('hex')}:`;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 2 });
});

afterAll(async () => {
  // Only this run's keys: other helpers share the server.
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
});

const fields = (over: Partial<RulingFields> = {}): RulingFields => ({
  question: 'Reinforce ตีใส่ยูนิตที่เป็น DF Mode ได้ไหม', answer: 'ไม่ได้ กลุ่มโจมตีต้องโจมตีผู้เล่นฝ่ายตรงข้ามเท่านั้น',
  sections: ['606.5.29.2'], cards: ['Knight Captain'], ...over,
});

const stores: [string, () => RulingsStore][] = [
  ['memory', () => new MemoryRulingsStore()],
  ['redis', () => new RedisRulingsStore(redis, prefix)],
];

describe.each(stores)('RulingsStore (%s)', (_name, make) => {
  const guild = () => `g${randomBytes(4).toString('hex')}`;

  it('adds, edits with the right version, refuses a stale version, retires, and keeps the history', async () => {
    const store = make();
    const g = guild();
    const a = await store.add(g, fields(), 'u1', 1000);
    expect(a).toMatchObject({ id: 1, version: 1, status: 'active', authorId: 'u1', guildId: g });
    expect((await store.add(g, fields({ question: 'second' }), 'u1', 1001)).id).toBe(2);
    const e = await store.edit(g, 1, fields({ answer: 'แก้แล้ว', sections: ['606.5.29.2', '606.5.29'] }), 'u2', 2000, 1);
    expect(e.ok && e.ruling.version).toBe(2);
    expect(await store.edit(g, 1, fields({ answer: 'stale' }), 'u3', 2500, 1)).toEqual({ ok: false, reason: 'conflict' });
    expect((await store.get(g, 1))!.answer).toBe('แก้แล้ว');
    expect((await store.bySection(g, '606.5.29')).map((r) => r.id)).toEqual([1]);
    const r = await store.retire(g, 1, 'u2', 3000, 'superseded by errata');
    expect(r.ok && r.ruling.status).toBe('retired');
    expect(await store.retire(g, 1, 'u2', 3001)).toEqual({ ok: false, reason: 'retired' });
    expect(await store.edit(g, 1, fields(), 'u2', 3002, 3)).toEqual({ ok: false, reason: 'retired' });
    expect(await store.bySection(g, '606.5.29')).toEqual([]);
    expect(await store.bySection(g, '606.5.29.2').then((l) => l.map((x) => x.id))).toEqual([2]);
    expect((await store.list(g)).map((x) => x.id)).toEqual([2]);
    expect((await store.list(g, { includeRetired: true })).map((x) => x.id)).toEqual([1, 2]);
    const h = await store.history(g, 1);
    expect(h.map((v) => [v.version, v.action, v.by])).toEqual([[1, 'add', 'u1'], [2, 'edit', 'u2'], [3, 'retire', 'u2']]);
    expect(h[0]!.fields.answer).toBe(fields().answer);
    expect(h[2]!.reason).toBe('superseded by errata');
    expect(await store.edit(g, 99, fields(), 'u2', 1, 1)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('lets exactly one of two concurrent edits from the same version win', async () => {
    const store = make();
    const g = guild();
    await store.add(g, fields(), 'u1', 1);
    const results = await Promise.all([
      store.edit(g, 1, fields({ answer: 'A' }), 'u2', 2, 1),
      store.edit(g, 1, fields({ answer: 'B' }), 'u3', 2, 1),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await store.history(g, 1)).toHaveLength(2);
  });

  it('keeps the judge role per server', async () => {
    const store = make();
    const [g1, g2] = [guild(), guild()];
    expect(await store.getSettings(g1)).toEqual({ judgeRoleId: null });
    await store.setJudgeRole(g1, '111111111111111111');
    expect(await store.getSettings(g1)).toEqual({ judgeRoleId: '111111111111111111' });
    expect(await store.getSettings(g2)).toEqual({ judgeRoleId: null });
    await store.setJudgeRole(g1, null);
    expect(await store.getSettings(g1)).toEqual({ judgeRoleId: null });
  });
});

describe.each(stores)('/ruling handlers (%s)', (_name, make) => {
  const JUDGE_ROLE = '222222222222222222';
  const MANAGE_GUILD = String(1n << 5n);
  const judge: Member = { userId: '300000000000000001', roleIds: [JUDGE_ROLE], permissions: '0' };
  const player: Member = { userId: '300000000000000002', roleIds: [], permissions: '0' };
  const admin: Member = { userId: '300000000000000003', roleIds: [], permissions: MANAGE_GUILD };
  const setup = async () => {
    const store = make();
    const guildId = `g${randomBytes(4).toString('hex')}`;
    const ctx = (member: Member, locale = 'th'): RulingContext => ({ store, guildId, member, locale, now: 1_700_000_000_000 });
    return { store, guildId, ctx };
  };
  const submit = { question: 'Reinforce ตียูนิต DF Mode ได้ไหม', answer: 'ไม่ได้ ตาม 606.5.29.2', sections: '606.5.29.2, ๖๐๖.๕.๒๙', cards: 'Knight Captain' };
  const text = (r: Awaited<ReturnType<typeof handleRulingCommand>>) => (r.kind === 'reply' ? r.embeds[0]!.description ?? '' : '');

  it('without a judge role nobody can add; only Manage Server can set the role', async () => {
    const { ctx, store, guildId } = await setup();
    expect(text(await handleRulingCommand({ sub: 'add' }, ctx(judge)))).toContain('ยังไม่ได้ตั้งบทบาทกรรมการ');
    expect(text(await handleRulingCommand({ sub: 'config', judgeRoleId: JUDGE_ROLE }, ctx(player, 'en')))).toBe('Setting the judge role takes the Manage Server permission');
    expect((await store.getSettings(guildId)).judgeRoleId).toBeNull();
    expect(text(await handleRulingCommand({ sub: 'config', judgeRoleId: JUDGE_ROLE }, ctx(admin)))).toContain(JUDGE_ROLE);
    expect((await store.getSettings(guildId)).judgeRoleId).toBe(JUDGE_ROLE);
  });

  it('a non-judge cannot add, edit or retire, not even by submitting a modal', async () => {
    const { ctx, store, guildId } = await setup();
    await store.setJudgeRole(guildId, JUDGE_ROLE);
    const r = await store.add(guildId, fields(), judge.userId, 1);
    for (const cmd of [{ sub: 'add' }, { sub: 'edit', id: r.id }, { sub: 'retire', id: r.id }] as const) {
      const reply = await handleRulingCommand(cmd, ctx(player, 'en'));
      expect(reply.kind).toBe('reply');
      expect(text(reply)).toBe('Only members with the judge role can add, edit or retire rulings');
    }
    expect(text(await handleRulingModalSubmit('ruling:v1:add', submit, ctx(player)))).toContain('เฉพาะผู้ที่มีบทบาทกรรมการ');
    expect(text(await handleRulingModalSubmit(`ruling:v1:edit:${r.id}:1`, submit, ctx(player)))).toContain('เฉพาะผู้ที่มีบทบาทกรรมการ');
    expect(await store.list(guildId, { includeRetired: true })).toHaveLength(1);
    expect(await store.history(guildId, r.id)).toHaveLength(1);
  });

  it('a judge adds through a modal, edits with a prefilled modal, and the history records both', async () => {
    const { ctx, store, guildId } = await setup();
    await store.setJudgeRole(guildId, JUDGE_ROLE);
    const open = await handleRulingCommand({ sub: 'add' }, ctx(judge));
    expect(open.kind).toBe('modal');
    if (open.kind !== 'modal') return;
    expect(open.modal.custom_id).toBe('ruling:v1:add');
    expect(open.modal.title.length).toBeLessThanOrEqual(45);
    expect(open.modal.components).toHaveLength(4);
    const added = await handleRulingModalSubmit(open.modal.custom_id, submit, ctx(judge));
    expect(added.kind === 'reply' && added.embeds[0]!.title).toBe('⚖️ #1 Reinforce ตียูนิต DF Mode ได้ไหม');
    const saved = (await store.get(guildId, 1))!;
    expect(saved).toMatchObject({ sections: ['606.5.29.2', '606.5.29'], cards: ['Knight Captain'], authorId: judge.userId });

    const edit = await handleRulingCommand({ sub: 'edit', id: 1 }, ctx(judge));
    if (edit.kind !== 'modal') throw new Error('expected a modal');
    expect(edit.modal.custom_id).toBe('ruling:v1:edit:1:1');
    const prefilled = edit.modal.components.map((row) => ('components' in row ? (row.components[0] as { value?: string }).value : undefined));
    expect(prefilled[0]).toBe(submit.question);
    expect(text(await handleRulingModalSubmit(edit.modal.custom_id, { ...submit, answer: 'ไม่ได้ (แก้ไข)' }, ctx(judge)))).toContain('แก้ไขคำตัดสิน #1 แล้ว (ฉบับที่ 2)');
    // The same modal submitted again is stale now: nothing is overwritten.
    expect(text(await handleRulingModalSubmit(edit.modal.custom_id, { ...submit, answer: 'ทับ' }, ctx(judge)))).toContain('ถูกแก้ไขโดยคนอื่น');
    expect((await store.get(guildId, 1))!.answer).toBe('ไม่ได้ (แก้ไข)');
    const hist = await handleRulingCommand({ sub: 'history', id: 1 }, ctx(judge, 'en'));
    expect(text(hist)).toMatch(/\*\*v1\*\* · added[\s\S]*\*\*v2\*\* · edited/);
  });

  it('rejects unknown sections and bad modal ids without saving', async () => {
    const { ctx, store, guildId } = await setup();
    await store.setJudgeRole(guildId, JUDGE_ROLE);
    expect(text(await handleRulingModalSubmit('ruling:v1:add', { ...submit, sections: '606.5.29, 999.9' }, ctx(judge, 'en'))))
      .toBe('These rule sections do not exist: 999.9 — nothing saved');
    expect(text(await handleRulingModalSubmit('ruling:v1:add', { ...submit, question: '   ' }, ctx(judge, 'en')))).toContain('Invalid input');
    expect(text(await handleRulingModalSubmit('ruling:v9:add', submit, ctx(judge, 'en')))).toBe('This form no longer works. Start again with /ruling');
    expect(text(await handleRulingModalSubmit('ruling:v1:edit:abc:1', submit, ctx(judge, 'en')))).toBe('This form no longer works. Start again with /ruling');
    expect(await store.list(guildId)).toEqual([]);
  });

  it('everyone can search and show; rulings appear under their sections in /rule; retired ones leave', async () => {
    const { ctx, store, guildId } = await setup();
    await store.setJudgeRole(guildId, JUDGE_ROLE);
    await handleRulingModalSubmit('ruling:v1:add', submit, ctx(judge));
    await handleRulingModalSubmit('ruling:v1:add', { question: 'Airborne บล็อก Airborne ได้ไหม', answer: 'ได้', sections: '606.5.3', cards: '' }, ctx(judge));
    const found = await handleRulingCommand({ sub: 'search', query: 'รีอินฟอร์ส ตียูนิต' }, ctx(player));
    expect(found.kind === 'reply' && found.embeds[0]!.fields![0]!.name).toBe('#1 Reinforce ตียูนิต DF Mode ได้ไหม');
    const bySection = await handleRulingCommand({ sub: 'search', query: '606.5.3' }, ctx(player));
    expect(bySection.kind === 'reply' && bySection.embeds[0]!.fields![0]!.name).toBe('#2 Airborne บล็อก Airborne ได้ไหม');
    const show = await handleRulingCommand({ sub: 'show', id: 2 }, ctx(player, 'en'));
    expect(show.kind === 'reply' && show.components[0]!.components).toHaveLength(1);
    expect((await handleRulingAutocomplete('airborne', { store, guildId }))[0]).toEqual({ name: '#2 Airborne บล็อก Airborne ได้ไหม', value: 2 });

    const rule = await handleRuleCommand({ query: '606.5.29.2', locale: 'th', rulings: { store, guildId } });
    expect(rule.embeds[0]!.fields!.map((f) => f.name)).toContain('⚖️ #1 Reinforce ตียูนิต DF Mode ได้ไหม');
    expect(text(await handleRulingCommand({ sub: 'retire', id: 1, reason: 'errata' }, ctx(judge)))).toContain('ยกเลิกคำตัดสิน #1 แล้ว');
    const after = await handleRuleCommand({ query: '606.5.29.2', locale: 'th', rulings: { store, guildId } });
    // Only the English gist is left under the quote: no ruling field.
    expect((after.embeds[0]!.fields ?? []).filter((f) => f.name.startsWith('⚖️'))).toEqual([]);
    expect(after.embeds[0]!.fields!.map((f) => f.name)).toEqual(['🇬🇧 English gist — ช่วยแปล ไม่ใช่ตัวกฎ']);
    expect(text(await handleRulingCommand({ sub: 'search', query: 'Reinforce' }, ctx(player, 'en')))).toContain('No ruling matches');
  });

  it('outside a server it explains that rulings belong to a server', async () => {
    const { store } = await setup();
    const r = await handleRulingCommand({ sub: 'search', query: 'x' }, { store, guildId: null, member: player, locale: 'th', now: 0 });
    expect(text(r)).toBe('คำตัดสินผูกกับเซิร์ฟเวอร์ ใช้คำสั่งนี้ในเซิร์ฟเวอร์เท่านั้น');
  });
});
