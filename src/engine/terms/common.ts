/** Words every game's board uses alike: the turn, the end of the game, the one word between two players. */
import type { Term } from './term.js';

/** Every game's hand (Fadalgia 403, Spirit Duel's มือ, Summoner Master's). */
export const HAND: Term = { th: 'มือ', en: 'Hand' };
export const TURN: Term = { th: 'เทิร์น', en: 'Turn' };
export const GAME_OVER: Term = { th: 'จบเกม', en: 'Game over' };
/** How a game decides who goes first (Spirit Duel's set-up, Summoner Master's first step, a Fadalgia method). */
export const RPS: Term = { th: 'เป่ายิงฉุบ', en: 'Rock-paper-scissors' };
export const SETUP: Term = { th: 'เตรียมเกม', en: 'Setup' };
/**
 * The one word between two players, in thread titles and on boards alike: "vs" in both languages, since Thai
 * players read and write it too, so a title reads the same to everyone (issue 30).
 */
export const VERSUS: Term = { th: 'vs', en: 'vs' };
