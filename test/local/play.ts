/**
 * Playing the real bot through the page, as a person would: read the public board in a column, find who
 * the board is waiting for, and answer through that user's column — a button on the board, or the
 * choices in their ephemeral "My hand" panel.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface BoardState {
  version: number;
  turn: number;
  /** The display name the board is waiting for, or null. */
  waiting: string | null;
  label: string;
  text: string;
}

export const column = (page: Page, user: string): Locator => page.locator(`.column[data-user="${user}"]`);

/** The public board message (an embed titled "Fadalgia — A vs B", in Thai "ฟาดัลเกีย — A vs B"), as one column shows it. */
export const boardMessage = (col: Locator): Locator => col.locator('.msg:not(.msg-ephemeral)', { has: col.page().locator('.embed-title', { hasText: /^(Fadalgia|ฟาดัลเกีย)/ }) }).last();

/** Reads the board's Thai or English head lines and footer ("matchId · v12 · ..."). */
export async function readBoard(col: Locator): Promise<BoardState> {
  const text = await boardMessage(col).locator('.embed').innerText();
  const version = Number(/· v(\d+) ·/.exec(text)?.[1] ?? NaN);
  const turn = Number(/(?:เทิร์น|Turn)\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const waitingLine = /(?:รอ|Waiting for):\s*(.+?)\s+—\s+(.+)/.exec(text);
  return { version, turn, waiting: waitingLine?.[1] ?? null, label: waitingLine?.[2] ?? '', text };
}

/** Answer buttons (custom id m1:...) that decide something: not page flips, not the number modal, not red. */
function decidingButtons(scope: Locator): Locator {
  return scope.locator('button.btn[data-custom-id^="m1:"]:not([disabled]):not(.btn-danger)');
}

async function clickFirstDecision(scope: Locator, preferPlays = false): Promise<string | null> {
  // Passing is grey (secondary); a play (a card, a stream) is coloured.
  const buttons = preferPlays ? scope.locator('button.btn[data-custom-id^="m1:"]:not([disabled]):not(.btn-danger):not(.btn-secondary)') : decidingButtons(scope);
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    const id = (await b.getAttribute('data-custom-id')) ?? '';
    if (/:(p\d+|n)$/.test(id)) continue;
    const label = (await b.innerText()).trim();
    await b.click();
    return label;
  }
  const select = scope.locator('.select[data-custom-id^="m1:"]:not(.disabled)').first();
  if (await select.count()) {
    await select.locator('.select-toggle').click();
    const option = select.locator('.select-option').first();
    const label = (await option.locator('.opt-label').innerText()).trim();
    await option.click();
    const done = select.locator('.select-done');
    if (await done.count()) await done.click();
    return label;
  }
  return null;
}

/** Card names of a hand panel: one embed field per card, named "1. 🔥ชื่อการ์ด — Unit 3/2 · ...", element emoji stripped. */
export async function handCards(panel: Locator): Promise<string[]> {
  const names = await panel.locator('.embed-field-name').allInnerTexts();
  return names.flatMap((n) => {
    const m = /^\s*(?:\d+[.)]\s*)?(.+?)\s+—\s/u.exec(n);
    return m ? [m[1]!.replace(/^[^\p{L}\p{N}]+/u, '').trim()] : [];
  });
}

/** The card texts of a hand panel (each field's value: the card's text, then why it cannot be played now, if so). */
export async function handTexts(panel: Locator): Promise<string[]> {
  return (await panel.locator('.embed-field-value').allInnerTexts()).map((s) => s.trim());
}

/** Picks `deck` (its label) from the bot's deck select for an accepted challenge, shown in English in `col`. */
export async function pickDeck(col: Locator, deck: string): Promise<void> {
  const pick = col.locator('.msg-ephemeral', { hasText: 'Choose the deck you will play' });
  await pick.waitFor();
  await pick.locator('.select-toggle').click();
  await pick.locator('.select-option', { hasText: deck }).click();
}

/** Opens the match thread named `title` in `col` from the challenge message's link to it. */
export async function openThreadLink(col: Locator, title: string): Promise<void> {
  const link = col.locator('.msg .mention-channel', { hasText: title });
  await link.waitFor();
  await link.click();
}

/**
 * Opens "My hand" from `board` (by default the column's Fadalgia board) in `col` and returns the new ephemeral
 * panel once the bot has filled it. (The previous panel turns into an "out of date" note, so the new one is told
 * apart by its message id, not by a count.)
 */
export async function openHand(col: Locator, board: Locator = boardMessage(col)): Promise<Locator> {
  const panels = col.locator('.msg-ephemeral', { has: col.page().locator('.embed-title', { hasText: /มือของคุณ|Your hand/ }) });
  const ids = () => panels.evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { id?: string } }).dataset.id ?? ''));
  const before = new Set(await ids());
  await board.locator('button[data-custom-id^="h1:"]').click();
  let fresh = '';
  await expect.poll(async () => { fresh = (await ids()).find((id) => !before.has(id)) ?? ''; return fresh; }, { timeout: 15_000 }).not.toBe('');
  return col.locator(`.msg-ephemeral[data-id="${fresh}"]`);
}

export interface Decision {
  user: string;
  turn: number;
  prompt: string;
  answer: string;
  via: 'board' | 'hand';
}

/**
 * Makes the one decision the board is waiting for, through that user's column, and waits until the
 * board has moved on. `onHand` sees every hand panel that is opened.
 */
export async function decide(page: Page, watcher: Locator, userByName: Record<string, string>, onHand: (user: string, panel: Locator) => Promise<void>): Promise<Decision> {
  const state = await readBoard(watcher);
  if (!state.waiting) throw new Error(`the board is waiting for nobody:\n${state.text}`);
  const user = userByName[state.waiting];
  if (!user) throw new Error(`the board waits for an unknown player "${state.waiting}"`);
  const col = column(page, user);
  // The acting column shows the same board version before we press anything on it.
  await expect.poll(async () => (await readBoard(col)).version).toBe(state.version);
  let via: Decision['via'] = 'board';
  let answer: string | null = null;
  // In the game proper, look in the hand first: that is where cards are cast and streams placed.
  if (state.turn >= 1) {
    const panel = await openHand(col);
    await onHand(user, panel);
    answer = await clickFirstDecision(panel, true);
    if (answer !== null) via = 'hand';
  }
  answer ??= await clickFirstDecision(boardMessage(col));
  if (answer === null) {
    via = 'hand';
    const panel = await openHand(col);
    await onHand(user, panel);
    answer = await clickFirstDecision(panel);
    if (answer === null) throw new Error(`no choice offered to ${state.waiting} for "${state.label}":\n${await panel.innerText()}`);
  }
  await expect.poll(async () => (await readBoard(watcher)).version, { timeout: 60_000 }).toBeGreaterThan(state.version);
  return { user, turn: state.turn, prompt: state.label, answer, via };
}
