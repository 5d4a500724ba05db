/**
 * /league: parse and authorize, then one pure league operation through the repository's compare-and-set.
 * Refusals are private, in the caller's language, and change nothing. Organiser tools check the league's
 * creator or the server's organiser role (set with /league-admin role, which takes Manage Server — the
 * same rule as the judge role of /ruling).
 */
import { freshSeed } from '../fresh-seed.js';
import { cleanText, forCodeBlock, forMessage } from '../../safe-text.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { langOf, pick, type Lang } from '../i18n.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';
import { deferEphemeral, explain } from '../reply.js';
import { handleAutocomplete } from './autocomplete.js';
import { commandInput, gameChoice } from './input.js';
import { newId } from './challenge.js';
import { canConfigure } from '../../rules/rulings/permissions.js';
import { STRUCTURES, type League, type Structure } from '../../league/model.js';
import { createLeague, drop, join, report, type OpResult } from '../../league/ops.js';
import { LeagueRepo } from '../../league/repo.js';
import { lt } from '../../league/i18n.js';
import { HOUR } from '../../league/rounds.js';
import { standings } from '../../league/standings.js';
import { standingsTable } from '../../league/table.js';
import { chunks, followUp, pairingLines, scoreText, ts } from './league-games.js';
import { handleOrganiserCommand, ORGANISER_SUBCOMMANDS } from './league-admin.js';
import { displayName, isOrganiser, loadDeck, memberOf, refusal, resolveLeague } from './league-shared.js';

export async function handleLeagueCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  if (!i.guildId) return explain(i, lt(lang, 'guild-only'));
  const sub = i.options.getSubcommand();
  await deferEphemeral(i);
  if (sub === 'create') return create(ctx, i, lang);
  if (sub === 'role') return setRole(ctx, i, lang);
  const l = await resolveLeague(ctx, i, sub === 'standings' || sub === 'pairings');
  if (!l) return explain(i, lt(lang, 'no-league'));
  if (ORGANISER_SUBCOMMANDS.has(sub)) {
    if (!(await isOrganiser(ctx, l, memberOf(i)))) return explain(i, lt(lang, 'not-organiser'));
    return handleOrganiserCommand(ctx, i, l, sub, lang);
  }
  switch (sub) {
    case 'join': return joinLeague(ctx, i, l, lang);
    case 'pairings': return showPairings(i, l, lang);
    case 'standings': return showStandings(ctx, i, l, lang);
    case 'report': return reportResult(ctx, i, l, lang);
    case 'drop': return dropSelf(ctx, i, l, lang);
  }
  return explain(i, lt(lang, 'no-league'));
}

async function create(ctx: BotContext, i: ChatInputCommandInteraction, lang: Lang): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  const member = memberOf(i);
  const settings = await repo.settings(i.guildId!);
  const allowed = settings.organiserRole !== null ? member.roleIds.includes(settings.organiserRole) || canConfigure(member) : canConfigure(member);
  if (!allowed) return explain(i, lt(lang, 'not-creator'));
  const structure = (i.options.getString('structure') ?? 'swiss') as Structure;
  if (!STRUCTURES.includes(structure)) return explain(i, lt(lang, 'no-league'));
  const deckHours = i.options.getNumber('deck_deadline_hours');
  const now = ctx.now();
  const l = createLeague({
    id: newId().slice(0, 8), guild: i.guildId!, channel: i.channelId, name: cleanText(i.options.getString('name', true), 80) || 'League',
    ...gameChoice(ctx.engine, i.options.getString('game') ?? undefined, i.options.getString('format') ?? undefined), structure,
    bestOf: i.options.getInteger('best_of') === 1 ? 1 : 3, rounds: i.options.getInteger('rounds') ?? 0,
    roundHours: i.options.getNumber('round_hours') ?? 168, deckDeadline: deckHours ? now + deckHours * HOUR : null,
    organiser: i.user.id, lang: langOf(i.guildLocale ?? i.locale), seed: freshSeed(16, `league:${i.guildId}`), now,
  });
  await repo.create(l);
  const text = lt(l.lang, 'created', {
    name: forMessage(l.name), id: l.id, structure: l.structure, bo: l.bestOf, hours: l.roundHours,
    deadline: l.deckDeadline ? lt(l.lang, 'deck-deadline-line', { at: ts(l.deckDeadline) }) : '',
  });
  await ctx.publisher.post(l.channel, { content: text, allowed_mentions: { parse: [] } });
  // The creator's own reply, in the creator's language: what was made and the next steps.
  await i.editReply({ content: lt(lang, 'created-reply', {
    id: l.id, name: l.name, structure: l.structure, bo: l.bestOf, hours: l.roundHours,
    rounds: l.rounds > 0 ? String(l.rounds) : lt(lang, 'rounds-auto'),
  }) });
}

async function setRole(ctx: BotContext, i: ChatInputCommandInteraction, lang: Lang): Promise<void> {
  if (!canConfigure(memberOf(i))) return explain(i, lt(lang, 'not-manager'));
  const role = i.options.getRole('role', true);
  await new LeagueRepo(ctx.kv).setSettings(i.guildId!, { organiserRole: role.id });
  await i.editReply({ content: lt(lang, 'role-ok', { role: role.id }), allowedMentions: { parse: [] } });
}

async function joinLeague(ctx: BotContext, i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  // Check the cheap refusals before touching the deck, so "joined twice" is said as such.
  if (l.status !== 'registration') return explain(i, lt(lang, 'not-registration'));
  if (l.players.some((p) => p.id === i.user.id)) return explain(i, lt(lang, 'already-joined'));
  const deck = await loadDeck(ctx, l, i.user.id, i.options.getString('deck', true), lang);
  if (typeof deck === 'string') return explain(i, deck);
  const name = displayName(i);
  const res = await new LeagueRepo(ctx.kv).update(l.id, (x) => join(x, { id: i.user.id, name, ...deck }, ctx.now()));
  if (!res.ok) return explain(i, refusal(lang, res.code, l));
  await i.editReply({ content: lt(lang, 'joined', { name: forMessage(l.name), deck: forMessage(deck.deckRef) }), allowedMentions: { parse: [] } });
  await ctx.publisher.post(l.channel, { content: lt(l.lang, 'joined-public', { user: i.user.id, name: forMessage(l.name), count: res.league.players.length }), allowed_mentions: { parse: [] } });
}

async function showPairings(i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  const r = l.roundList[l.roundList.length - 1];
  if (!r) return explain(i, lt(lang, 'pairings-none'));
  await i.editReply({ content: chunks(pairingLines({ ...l, lang }, r))[0]!, allowedMentions: { parse: [] } });
}

async function showStandings(ctx: BotContext, i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  const rows = standings(l);
  const n = l.roundList.filter((r) => r.closed).length;
  const title = lt(lang, 'standings-title', { name: forMessage(l.name), n });
  if (i.options.getBoolean('image')) {
    const { renderStandings } = await import('../../render/layout/standings.js');
    // The image shows the name as it is (cleaned when the league was created): markdown means nothing there.
    const png = await renderStandings(lt(lang, 'standings-title', { name: cleanText(l.name, 80), n }), rows, lang);
    await i.editReply({ content: title, files: [{ attachment: png, name: `standings-${l.id}.png` }] });
    return;
  }
  const table = standingsTable(rows, { dropped: lt(lang, 'dropped-mark'), dq: lt(lang, 'dq-mark'), player: lt(lang, 'player-col') });
  await i.editReply({ content: `**${title}**\n\`\`\`\n${forCodeBlock(chunks(table.split('\n'), 1800)[0] ?? '')}\n\`\`\``, allowedMentions: { parse: [] } });
  void ctx;
}

async function reportResult(ctx: BotContext, i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  const mine = { a: i.options.getInteger('my_wins', true), b: i.options.getInteger('their_wins', true), d: i.options.getInteger('draws') ?? 0 };
  const roundNo = i.options.getInteger('round') ?? undefined;
  const res = await new LeagueRepo(ctx.kv).update(l.id, (x) => report(x, i.user.id, mine, ctx.now(), roundNo));
  if (!res.ok) return explain(i, refusal(lang, res.code, l));
  const after = res.league;
  // The latest round with this player's report: an earlier round can hold their reports too (a rematch).
  const round = roundNo === undefined ? after.roundList.findLast((r) => r.matches.some((m) => (m.a === i.user.id || m.b === i.user.id) && m.reports[i.user.id])) : after.roundList.find((r) => r.n === roundNo);
  const m = round?.matches.find((x) => x.a === i.user.id || x.b === i.user.id);
  if (res.info === 'waiting') return void (await i.editReply({ content: lt(lang, 'report-waiting') }));
  if (res.info === 'confirmed') {
    await i.editReply({ content: lt(lang, 'report-confirmed', { table: m?.table ?? 0, score: m ? scoreText(m, lang) : '' }) });
    await followUp(ctx, l.id);
    return;
  }
  await i.editReply({ content: lt(lang, 'report-disputed') });
  if (m && round && m.b) {
    const ra = m.reports[m.a]; const rb = m.reports[m.b];
    // Each report as its reporter said it: their own wins first, and what that claims.
    const fmt = (s: { a: number; b: number; d: number } | undefined, side: 'a' | 'b') => {
      if (!s) return '—';
      const [mine, theirs] = side === 'a' ? [s.a, s.b] : [s.b, s.a];
      const claim = lt(after.lang, mine > theirs ? 'claim-win' : mine < theirs ? 'claim-loss' : 'claim-draw');
      return `${mine}–${theirs}${s.d ? `–${s.d}` : ''} (${claim})`;
    };
    await ctx.publisher.post(after.channel, {
      content: lt(after.lang, 'dispute-public', { organiser: after.organiser, table: m.table, n: round.n, name: forMessage(after.name), a: m.a, b: m.b, ra: fmt(ra, 'a'), rb: fmt(rb, 'b') }),
      allowed_mentions: { users: [after.organiser] },
    });
  }
}

async function dropSelf(ctx: BotContext, i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  const res: OpResult | { ok: false; code: 'no-league' } = await new LeagueRepo(ctx.kv).update(l.id, (x) => drop(x, i.user.id, i.user.id, ctx.now()));
  if (!res.ok) return explain(i, refusal(lang, res.code, l));
  await i.editReply({ content: lt(lang, 'dropped-ok', { name: forMessage(l.name) }), allowedMentions: { parse: [] } });
  await followUp(ctx, l.id);
}

/** Autocomplete for the league option: this server's leagues, newest state; deck names go to the deck autocomplete. */
export async function handleLeagueAutocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'deck' && i.options.getSubcommand(false) === 'join') return leagueDeckChoices(ctx, i, String(focused.value).toLowerCase());
  if (focused.name !== 'league') return handleAutocomplete(ctx, i);
  const q = String(focused.value).toLowerCase();
  const all = await new LeagueRepo(ctx.kv).list(i.guildId ?? '');
  const choices = all.filter((x) => x.name.toLowerCase().includes(q) || x.id.includes(q)).slice(0, 25)
    .map((x) => ({ name: `${x.name} · ${x.id}`.slice(0, 100), value: x.id }));
  await i.respond(choices);
}

/** /league join's decks: the caller's saved decks and the precons of the league's own game, legal in its format. */
async function leagueDeckChoices(ctx: BotContext, i: AutocompleteInteraction, q: string): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  const named = commandInput(i).options.league;
  const open = typeof named === 'string' && named ? [named.slice(0, 20)] : (await repo.list(i.guildId ?? '')).map((x) => x.id);
  const leagues = (await Promise.all(open.map(async (id) => (await repo.load(id))?.league))).filter((l): l is League => !!l && l.guild === i.guildId && l.status === 'registration');
  if (leagues.length !== 1) return handleAutocomplete(ctx, i);
  const l = leagues[0]!;
  const lang = langOf(i.locale);
  const saved = (await ctx.decks.list(i.user.id, l.game as GameId, l.format as FormatId)).map((d) => ({ name: truncate(`${d.name} (${d.cardCount})`, 100), value: d.name.slice(0, 100) }));
  const precons = ctx.decks.precons(l.game as GameId).filter((p) => p.format === l.format).map((p) => ({ name: truncate(`📦 ${pick(p.name, lang)}`, 100), value: `${PRECON_PREFIX}${p.id}` }));
  await i.respond([...saved, ...precons].filter((c) => c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q)).slice(0, 25));
}
