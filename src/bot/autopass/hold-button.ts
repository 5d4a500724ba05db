/**
 * "No responses until …" (Fadalgia, Summoner Master) in the player's private panel (never on the public board): end of this
 * combat, end of this turn, or until something new is put on the Break (hold.ts). Choosing it while one's own
 * response window is open also passes that window, as MTG Arena's buttons do; from then on the bot passes the
 * player's response windows inside the commit that opens them until the hold ends by public facts.
 */
import { ButtonStyle, ComponentType, type APIButtonComponent, type ButtonInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { encodeCustomId, type CustomId } from '../custom-id.js';
import { langOf, t, type Lang } from '../i18n.js';
import { explain, explainOutcome } from '../reply.js';
import { afterApplied } from '../after-commit.js';
import { loadInServer } from '../authority/scope.js';
import { seatOf, type LoadedMatch } from '../../match/service.js';
import type { EnginePort } from '../../match/engine-port.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { KeyValueRepo } from '../../store/kv.js';
import { anchorHold, holdActive, holdModes, inCombat, loadHold, saveHold, type Hold } from '../../match/autopass/hold.js';
import { windowOf } from '../../match/autopass/windows.js';
import { clickRef } from '../../match/autopass/click-ref.js';

type HoldId = Extract<CustomId, { kind: 'hold' }>;

const button = (custom_id: string, label: string, style: ButtonStyle): APIButtonComponent =>
  ({ type: ComponentType.Button, custom_id, label: label.slice(0, 80), style } as APIButtonComponent);

/** A game in play (not being set up, not over) of a game with holds: Fadalgia, Summoner Master. */
function inPlay(engine: EnginePort, match: LoadedMatch): boolean {
  if (holdModes(match.meta.game).length === 0 || match.snap.status === 'finished') return false;
  const view = engine.viewFor(match.state, 'spectator');
  if (view.game === 'summoner-master') return view.step !== 'rps' && view.result === null;
  return view.game === 'fadalgia' && view.phase !== 'setup' && view.phase !== 'ended';
}

/** The buttons the private panel of `seat` gets: the three holds, or "stop as usual" while one applies. */
export function holdButtons(engine: EnginePort, match: LoadedMatch, seat: Seat, lang: Lang, hold: Hold | null): APIButtonComponent[] {
  if (!inPlay(engine, match)) return [];
  const view = engine.viewFor(match.state, 'spectator');
  const at = { matchId: match.snap.matchId, version: match.snap.version };
  if (hold && holdActive(hold, view, seat)) {
    return [button(encodeCustomId({ kind: 'hold', ...at, mode: 'off' }), t(lang, `hold.off.${hold.mode}`), ButtonStyle.Danger)];
  }
  return holdModes(view.game).filter((mode) => mode !== 'combat' || inCombat(view))
    .map((mode) => button(encodeCustomId({ kind: 'hold', ...at, mode }), t(lang, `hold.${mode}`), ButtonStyle.Secondary));
}

/** What HandPanels asks for each panel it draws. */
export function holdButtonsFor(kv: KeyValueRepo, engine: EnginePort) {
  return async (match: LoadedMatch, seat: Seat, lang: Lang): Promise<APIButtonComponent[]> =>
    (inPlay(engine, match) ? holdButtons(engine, match, seat, lang, await loadHold(kv, match.snap.matchId, seat)) : []);
}

export async function handleHold(ctx: BotContext, i: ButtonInteraction, id: HoldId): Promise<void> {
  const lang = langOf(i.locale);
  await i.deferUpdate();
  const match = await loadInServer(ctx, i, id.matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const seat = seatOf(match.meta, i.user.id);
  if (seat === null) return explain(i, t(lang, 'err.foreign'));
  if (!holdModes(match.meta.game).includes(id.mode === 'off' ? 'turn' : id.mode)) return explain(i, t(lang, 'hold.notFadalgia'));
  if (!inPlay(ctx.engine, match)) return explain(i, t(lang, match.snap.status === 'finished' ? 'err.finished' : 'hold.setup'));
  // "This combat" means the one the player saw: a panel drawn at another version is refused, and redrawn.
  if (match.snap.version !== id.version) {
    await ctx.publisher.panels.show(i, match, seat, lang);
    return explainOutcome(ctx, i, { kind: 'stale', match }, lang);
  }
  const view = ctx.engine.viewFor(match.state, 'spectator');
  if (id.mode === 'off') {
    await saveHold(ctx.kv, id.matchId, seat, null);
    return ctx.publisher.panels.show(i, match, seat, lang);
  }
  const hold = anchorHold(view, seat, id.mode);
  if (hold === 'no-combat') return explain(i, t(lang, 'hold.noCombat'));
  if (hold === 'not-fadalgia') return explain(i, t(lang, 'hold.notFadalgia'));
  await saveHold(ctx.kv, id.matchId, seat, hold);
  const p = match.prompt;
  const kind = p && p.seat === seat ? windowOf(ctx.engine, match.state, p) : null;
  if (!p || kind === null || kind === 'own-main' || !p.options.some((o) => o.id === 'pass')) return ctx.publisher.panels.show(i, match, seat, lang);
  // The open response window is passed now, like a press of Pass; the hold covers the windows after it.
  const outcome = await ctx.service.act({
    matchId: id.matchId, userId: i.user.id, interactionId: i.id, now: ctx.now(),
    expected: { version: id.version, promptRef: clickRef(p) },
    decide: (prompt, s) => (prompt ? { ok: true, action: { type: 'answer', seat: s, promptId: prompt.promptId, choice: ['pass'] } } : { ok: false, reason: 'bad-choice' }),
  });
  if (outcome.kind === 'applied') {
    const work = afterApplied(ctx, outcome);
    await ctx.publisher.panels.show(i, outcome.after, seat, lang);
    await work;
    return;
  }
  await explainOutcome(ctx, i, outcome, lang);
}
