/**
 * Every string the bot shows a user, in Thai and English. Discord's interaction locale picks one:
 * Thai when it starts with 'th', English otherwise (Discord has no other Thai variants).
 */
import type { Text } from '../engine/core/view-types.js';
import { DECK_STRINGS } from './i18n-deck.js';
import { SERVER_SETTING_STRINGS } from './server-settings-i18n.js';
import { SPIRIT_DUEL_STRINGS } from './games/spirit-duel-i18n.js';
import { AUTOPASS_STRINGS } from './autopass/strings.js';
import { TOOLS_STRINGS } from './practice/strings.js';
import { JUDGE_ADJUST_STRINGS } from './judge/strings.js';
import { AUTHORITY_STRINGS } from './authority/strings.js';
import { CARD_SET_STRINGS } from './cards/strings.js';
import { SHUFFLE_STRINGS } from './shuffles/strings.js';
import { GAME_OVER, TURN, VERSUS } from '../engine/terms/common.js';
import * as F from '../engine/terms/fadalgia.js';
import { phrase } from '../engine/terms/term.js';

export type Lang = 'th' | 'en';

export function langOf(locale: string | null | undefined): Lang {
  return typeof locale === 'string' && locale.toLowerCase().startsWith('th') ? 'th' : 'en';
}

export function pick(text: Text, lang: Lang): string {
  return text[lang] || text.en || text.th;
}

type Vars = Record<string, string | number>;
type Entry = { th: string; en: string };

const S = {
  ...TOOLS_STRINGS,
  ...JUDGE_ADJUST_STRINGS,
  ...AUTHORITY_STRINGS,
  ...SHUFFLE_STRINGS,
  'err.stale': { th: 'กระดานเปลี่ยนไปแล้ว ปุ่มนี้หมดอายุ — ดูกระดานล่าสุดในเธรดของแมตช์', en: 'The board has changed and this button is out of date — see the latest board in the match thread.' },
  'err.foreign': { th: 'คุณไม่ได้เป็นผู้เล่นในแมตช์นี้ ดูได้อย่างเดียว', en: 'You are not a player in this match; you can watch but not act.' },
  'err.notYourTurn': { th: 'ตอนนี้ยังไม่ถึงตาคุณตัดสินใจ รอ {who}', en: 'It is not your decision right now; waiting for {who}.' },
  'err.finished': { th: 'แมตช์นี้จบแล้ว', en: 'This match has finished.' },
  'err.notFound': { th: 'ไม่พบแมตช์นี้ (อาจหมดอายุแล้ว)', en: 'Match not found (it may have expired).' },
  'err.badId': { th: 'ปุ่มนี้ไม่ถูกต้องหรือมาจากเวอร์ชันเก่าของบอท', en: 'This button is invalid or from an older version of the bot.' },
  'err.storeUnsure': { th: 'ระบบจัดเก็บข้อมูลไม่ตอบ จึงยืนยันไม่ได้ว่าการกระทำนี้บันทึกแล้วหรือยัง — ดูกระดานในเธรดของแมตช์ก่อนกดใหม่', en: 'Storage did not answer, so it is not certain whether this action was saved — check the board in the match thread before trying again.' },
  'err.storeDown': { th: 'ตอนนี้ระบบจัดเก็บข้อมูลขัดข้อง ไม่มีอะไรถูกเปลี่ยน — กรุณาลองใหม่อีกครั้งในอีกสักครู่', en: 'Storage is unavailable right now and nothing was changed — please try again in a moment.' },
  'err.internal': { th: 'เกิดข้อผิดพลาดภายใน ไม่มีอะไรถูกเปลี่ยน ผู้ดูแลได้รับแจ้งแล้ว', en: 'Something went wrong inside the bot; nothing was changed. The operator has been notified.' },
  'err.rule': { th: 'ทำไม่ได้: {message} (กฎข้อ {rule})', en: 'Not allowed: {message} (rule {rule})' },
  'err.badNumber': { th: 'ต้องเป็นจำนวนเต็มตั้งแต่ {min} ถึง {max} (กฎข้อ 101.6)', en: 'Enter a whole number from {min} to {max} (rule 101.6).' },
  'err.badChoice': { th: 'ตัวเลือกนี้ใช้ไม่ได้แล้ว', en: 'That choice is no longer available.' },
  'err.selfChallenge': { th: 'ท้าดวลตัวเองไม่ได้', en: 'You cannot challenge yourself.' },
  'err.botOpponent': { th: 'ท้าดวลบอทไม่ได้', en: 'You cannot challenge a bot.' },
  'err.challengeGone': { th: 'คำท้านี้หมดอายุหรือถูกตอบไปแล้ว', en: 'This challenge has expired or was already answered.' },
  'err.leagueSeries': { th: 'เกมนี้เป็นแมตช์ลีก: เกมถัดไปของซีรีส์เริ่มเองโดยลีก (ถ้าแมตช์ยังไม่ตัดสิน) ไม่มีอะไรถูกเปลี่ยน', en: 'This is a league game: the league starts the next game of its series itself (if the match is not decided). Nothing was changed.' },
  'err.notOpponent': { th: 'คำท้านี้ไม่ได้ส่งถึงคุณ', en: 'This challenge is not addressed to you.' },
  'err.noMatchHere': { th: 'ไม่พบแมตช์ที่กำลังเล่นของคุณ ระบุแมตช์ด้วยตัวเลือก "แมตช์"', en: 'No active match of yours found here; name one with the match option.' },
  'err.deckNotFound': { th: 'ไม่พบเด็ค "{name}"', en: 'Deck "{name}" not found.' },
  'err.deckInvalid': { th: 'เด็คใช้ไม่ได้ในรูปแบบ {format}:\n{errors}', en: 'Deck is not legal in {format}:\n{errors}' },
  'err.deckParse': { th: 'อ่านรายการเด็คไม่ได้:\n{errors}', en: 'Could not read the deck list:\n{errors}' },
  // A modal title holds 45 characters: a short title, the instruction goes in the paste box's placeholder.
  'deck.modalTitle': { th: 'นำเข้าเด็ค {game}', en: 'Import a {game} deck' },
  'err.deckNoInput': { th: 'วางรายการเด็คในช่อง "รายการ" หรือแนบไฟล์ข้อความ (.txt)', en: 'Paste the list into the list option or attach a .txt file.' },
  'err.deckFile': { th: 'อ่านไฟล์แนบไม่ได้ (ต้องเป็นไฟล์ข้อความไม่เกิน {kb} กิโลไบต์)', en: 'Could not read the attachment (must be a text file of at most {kb} KB).' },
  'err.deckPrecon': { th: 'เด็คสำเร็จรูปแก้ไขหรือลบไม่ได้', en: 'Preconstructed decks cannot be changed or deleted.' },
  'err.gameUnsupported': { th: 'ยังไม่รองรับเกมนี้', en: 'This game is not supported yet.' },

  'challenge.title': { th: '⚔️ คำท้าดวล {game}', en: '⚔️ {game} challenge' },
  'challenge.body': { th: '<@{challenger}> ท้า <@{opponent}> ดวล {game} รูปแบบ {format}\n<@{opponent}> กดรับหรือปฏิเสธ', en: '<@{challenger}> challenges <@{opponent}> to {game} ({format}).\n<@{opponent}>, accept or decline.' },
  'challenge.accept': { th: 'รับคำท้า', en: 'Accept' },
  'challenge.decline': { th: 'ปฏิเสธ', en: 'Decline' },
  'challenge.declined': { th: '<@{opponent}> ปฏิเสธคำท้า', en: '<@{opponent}> declined the challenge.' },
  'challenge.pickDeck': { th: 'เลือกเด็คที่จะใช้', en: 'Choose the deck you will play' },
  'challenge.started': { th: 'แมตช์เริ่มแล้ว: {link}', en: 'The match has started: {link}' },
  'challenge.sent': { th: 'ส่งคำท้าแล้ว', en: 'Challenge sent.' },

  'board.turn': TURN,
  'board.waiting': { th: 'รอ', en: 'Waiting for' },
  'board.last': { th: 'การกระทำล่าสุด', en: 'Last actions' },
  // Fadalgia's board words come from its term list (src/engine/terms/fadalgia.ts), like the board image's.
  'board.break': F.ZONE.break,
  'board.combat': F.COMBAT,
  'board.hand': F.ZONE.hand,
  'board.main': F.ZONE.main,
  'board.life': F.ZONE.life,
  'board.lifeTokens': phrase((w) => w(F.LIFE_TOKEN, true)),
  'board.grave': F.ZONE.grave,
  'board.outer': F.ZONE.outer,
  'board.units': phrase((w) => w(F.CARD_TYPE.unit, true)),
  'board.mana': phrase((w) => `${w(F.MANA)}/${w(F.STREAM)}`),
  'board.terrain': F.CARD_TYPE.terrain,
  'board.items': phrase((w) => w(F.CARD_TYPE.item, true)),
  'board.none': { th: '—', en: '—' },
  'board.sick': { th: 'ยังโจมตีไม่ได้', en: 'cannot attack yet' },
  'board.myHand': { th: 'มือของฉัน / เล่นการ์ด', en: 'My hand / play' },
  'board.log': { th: 'บันทึก', en: 'Log' },
  'board.more': { th: 'ตัวเลือกทั้งหมด…', en: 'All choices…' },
  'board.number': { th: 'ใส่ตัวเลข', en: 'Enter a number' },
  'board.none.option': { th: 'ไม่เลือก', en: 'Choose none' },
  'board.page': { th: 'หน้า {page}/{pages}', en: 'Page {page}/{pages}' },
  'board.choose': { th: 'เลือก {min}–{max}', en: 'Choose {min}–{max}' },
  'board.lastOrder': { th: 'สั่งการครั้งสุดท้าย แล้วจบสเต็ปนี้…', en: 'Last order, then end this step…' },
  'board.ended': GAME_OVER,
  'board.spectator': { th: 'ผู้ชมเห็นเฉพาะกระดานสาธารณะ', en: 'Spectators see the public board only' },
  'board.timer': { th: 'มีเวลาตัดสินใจ {minutes} นาที นับจากการกระทำล่าสุด', en: '{minutes} minutes to decide, counted from the last move' },
  'board.manaCards': phrase((w) => `${w(F.MANA)} {active}/{all}`),
  'board.pool': F.MANA_POOL,
  'board.attack': { th: '{attacker} โจมตี {target}', en: '{attacker} attacks {target}' },
  'board.blockedBy': { th: 'ถูกบล็อกโดย {blocker}', en: 'blocked by {blocker}' },
  'combat.declared': F.COMBAT_STAGE.declared,
  'combat.blocking': F.COMBAT_STAGE.blocking,
  'combat.blocked': F.COMBAT_STAGE.blocked,
  'combat.damage': F.COMBAT_STAGE.damage,
  'end.minutes': { th: '{n} นาที', en: '{n} min' },
  'log.system': { th: 'ระบบ', en: 'system' },
  'log.concede': { th: 'ยอมแพ้', en: 'concede' },
  'log.number': { th: 'ตัวเลข {n}', en: 'number {n}' },
  'log.answer': { th: 'ตอบ', en: 'answer' },
  'phase.setup': F.PHASE.setup,
  'phase.refresh': F.PHASE.refresh,
  'phase.main': F.PHASE.main,
  'phase.cleanup': F.PHASE.cleanup,
  'phase.ended': F.PHASE.ended,

  'hand.title': { th: 'มือของคุณ ({count} ใบ)', en: 'Your hand ({count} cards)' },
  'hand.empty': { th: 'ไม่มีการ์ดบนมือ', en: 'Your hand is empty.' },
  'hand.yourDecision': { th: 'ถึงตาคุณ: {label}', en: 'Your decision: {label}' },
  'hand.waiting': { th: 'รอ {who} ตัดสินใจ', en: 'Waiting for {who} to decide.' },
  'hand.old': { th: 'แผงมือนี้เก่าแล้ว — แผงล่าสุดอยู่ด้านล่าง หรือกด "มือของฉัน" บนกระดาน', en: 'This hand panel is out of date — the newest one is below, or press "My hand" on the board.' },
  'hand.gameOver': { th: 'เกมที่ {n} ของแมตช์นี้จบแล้ว แผงนี้ใช้ไม่ได้อีก — เปิดมือของเกมถัดไปจากกระดานล่าสุดในเธรด', en: 'Game {n} of this series is over, so this panel is closed — open the next game\'s hand from the latest board in the thread.' },
  'hand.cannot': { th: 'เล่นไม่ได้ตอนนี้: {reason} — กฎข้อ {rule}', en: 'Not playable now: {reason} — rule {rule}' },
  'hand.can': { th: 'เล่นได้ตอนนี้', en: 'Playable now' },
  'card.type.unit': F.CARD_TYPE.unit,
  'card.type.action': F.CARD_TYPE.action,
  'card.type.item': F.CARD_TYPE.item,
  'card.type.terrain': F.CARD_TYPE.terrain,
  'card.cost': phrase((w) => `${w(F.STAT.cost)} {n}`),
  'card.mana': phrase((w) => `${w(F.STAT.mana)} {n}`),
  'card.show': { th: 'ดูข้อความการ์ดบนสนาม…', en: 'Show a card on the board…' },
  'card.none': { th: 'ยังไม่มีการ์ดที่เปิดหน้าบนสนาม', en: 'No face-up cards on the board yet.' },
  'card.gone': { th: 'การ์ดใบนี้ไม่อยู่บนสนามแล้ว', en: 'That card is no longer on the board.' },
  'board.summaryTitle': { th: 'เทิร์น {turn} — สรุป', en: 'Turn {turn} — summary' },
  'board.summaryCounts': phrase((w) => `${w(F.ZONE.life)} {life} · ${w(F.ZONE.hand)} {hand} · ${w(F.CARD_TYPE.unit, true)} {units}`),
  'board.summaryBelow': { th: '⬇️ กระดานปัจจุบันอยู่ด้านล่าง', en: '⬇️ The current board is below.' },
  'lang.set': { th: 'ข้อความสาธารณะของแมตช์ใหม่ในเซิร์ฟเวอร์นี้จะเป็นภาษา{name}', en: 'Public messages of new matches on this server will be in {name}.' },
  'lang.name.th': { th: 'ไทย', en: 'Thai' },
  'lang.name.en': { th: 'อังกฤษ', en: 'English' },
  'err.manageGuild': { th: 'ต้องมีสิทธิ์จัดการเซิร์ฟเวอร์จึงจะเปลี่ยนภาษาได้', en: 'You need the Manage Server permission to change the language.' },
  // The word between players is the term list's VERSUS (src/engine/terms/common.ts), as in thread titles.
  'board.title': phrase((w) => `{game} — {a} ${w(VERSUS)} {b}`),
  'board.versus': phrase((w) => `{a} ${w(VERSUS)} {b}`),
  'board.cards': { th: '📖 ดูการ์ด', en: '📖 Cards' },
  'grave.moveTop': { th: 'ย้ายการ์ดในสุสานขึ้นบนสุด (กฎข้อ 405.2)', en: 'Move a grave card to the top (rule 405.2)' },
  'grave.position': { th: 'ลำดับที่ {n} จากบนสุด', en: '#{n} from the top' },
  'modal.title': { th: 'ใส่ตัวเลข', en: 'Enter a number' },
  'modal.label': { th: 'ตัวเลข ({min}–{max})', en: 'Number ({min}–{max})' },

  'timer.warn': { th: '⏰ <@{user}> เหลือเวลา {seconds} วินาทีในการตัดสินใจ', en: '⏰ <@{user}>, {seconds} seconds left to decide.' },
  'timer.autoPass': { th: '⏰ หมดเวลา: <@{user}> ผ่านโดยอัตโนมัติ', en: '⏰ Time is up: <@{user}> passes automatically.' },
  'timer.grace': { th: '⏰ หมดเวลา: <@{user}> ต้องตัดสินใจภายใน {seconds} วินาที มิฉะนั้นจะถือว่ายอมแพ้', en: '⏰ Time is up: <@{user}> must decide within {seconds} seconds or concede the game.' },
  'sd.turnClock': { th: '⏰ เวลาเทิร์นหมด {at}', en: '⏰ Turn time runs out {at}' },
  'sd.trapHeld': { th: 'บันทึกคำตอบแล้ว จะมีผลเมื่อหมดเวลาของช่วงนี้', en: 'Answer recorded: it takes effect when the Trap window closes.' },
  'sd.timeout': { th: '⏰ <@{user}> หมดเวลาเทิร์น แพ้เกมนี้ ({rule})', en: '⏰ <@{user}> ran out of turn time and loses ({rule}).' },
  'timer.conceded': { th: '⏰ <@{user}> ไม่ตอบสนอง ถือว่ายอมแพ้', en: '⏰ <@{user}> did not respond and concedes.' },

  'concede.confirm': { th: 'ยืนยันยอมแพ้แมตช์นี้?', en: 'Concede this match?' },
  'concede.confirmGame': { th: 'ยืนยันยอมแพ้เกมที่ {n} ของแมตช์แบบชนะ 2 ใน 3 เกมนี้? (ยอมแพ้เกมเดียว แมตช์ยังไม่จบจนกว่าจะมีผู้ชนะ 2 เกม)', en: 'Concede game {n} of this best-of-3? (One game only: the match goes on until someone has won two.)' },
  'concede.button': { th: 'ยอมแพ้', en: 'Concede' },
  'concede.done': { th: 'คุณยอมแพ้แล้ว', en: 'You conceded.' },

  'end.title': { th: '🏁 จบแมตช์', en: '🏁 Match over' },
  'end.winner': { th: 'ผู้ชนะ', en: 'Winner' },
  'end.draw': { th: 'เสมอ', en: 'Draw' },
  'end.reason': { th: 'เหตุผล', en: 'Reason' },
  'end.turns': { th: 'จำนวนเทิร์น', en: 'Turns' },
  'end.duration': { th: 'ระยะเวลา', en: 'Duration' },
  'end.rematch': { th: 'เกมถัดไป (ผู้แพ้เลือกคนเริ่ม)', en: 'Next game (loser chooses who starts)' },

  'list.none': { th: 'คุณไม่มีแมตช์ที่กำลังเล่น', en: 'You have no active matches.' },
  'list.title': { th: 'แมตช์ที่กำลังเล่น', en: 'Active matches' },
  'log.title': { th: 'บันทึกแมตช์', en: 'Match log' },
  'log.empty': { th: 'ยังไม่มีบันทึก', en: 'Nothing logged yet.' },

  'deck.saved': { th: 'บันทึกเด็ค "{name}" แล้ว ({count} ใบ)', en: 'Saved deck "{name}" ({count} cards).' },
  'deck.savedInvalid': { th: 'หมายเหตุ: ยังไม่ผ่านกติกา {format}:\n{errors}', en: 'Note: not yet legal in {format}:\n{errors}' },
  'deck.list': { th: 'เด็คของคุณ', en: 'Your decks' },
  'deck.precons': { th: 'เด็คสำเร็จรูป (ใช้ได้ทุกคน)', en: 'Preconstructed (everyone)' },
  'deck.none': { th: 'ยังไม่มีเด็คที่บันทึกไว้', en: 'No saved decks yet.' },
  'deck.valid': { th: 'เด็ค "{name}" ใช้ได้ในรูปแบบ {format} ✅', en: 'Deck "{name}" is legal in {format} ✅' },
  'deck.deleted': { th: 'ลบเด็ค "{name}" แล้ว', en: 'Deleted deck "{name}".' },
  'rule.quote': { th: 'อ่านกฎข้อ {rule}', en: 'Quote rule {rule}' },

  // Hardening (input validation, deck limits, duplicate deliveries): one block, added by the harden branch.
  'input.tooLong': { th: 'ค่าในช่อง {field} ยาวเกินไป ไม่มีอะไรถูกเปลี่ยน', en: 'The {field} option is too long; nothing was changed.' },
  'input.missing': { th: 'ขาดช่อง {field} ไม่มีอะไรถูกเปลี่ยน', en: 'The {field} field is missing; nothing was changed.' },
  'input.invalid': { th: 'ค่าในช่อง {field} ไม่ถูกต้อง ไม่มีอะไรถูกเปลี่ยน', en: 'The {field} option is not valid; nothing was changed.' },
  'input.unknownCommand': { th: 'ไม่รู้จักคำสั่งนี้ ไม่มีอะไรถูกเปลี่ยน', en: 'Unknown command; nothing was changed.' },
  'input.opponentUnknown': { th: 'ไม่พบคู่แข่งคนนี้ เลือกสมาชิกของเซิร์ฟเวอร์นี้', en: 'That opponent could not be found; choose a member of this server.' },
  'input.wrongKind': { th: 'ปุ่มหรือฟอร์มนี้ใช้แบบนี้ไม่ได้ ไม่มีอะไรถูกเปลี่ยน', en: 'This button or form cannot be used this way; nothing was changed.' },
  'deck.tooMany': { th: 'คุณมีเด็คที่บันทึกไว้ครบ {max} เด็คแล้ว ลบเด็คเก่าด้วย /deck delete ก่อน', en: 'You already have {max} saved decks; delete one with /deck delete first.' },
  'deck.pasteFull': { th: 'รายการยาวถึงขีดจำกัด {max} ตัวอักษรของช่องวาง อาจถูกตัดไปแล้ว จึงไม่ได้บันทึก — แนบเป็นไฟล์ .txt แทน: /deck import file:', en: 'The list reached the {max}-character limit of the paste box and may have been cut, so it was not saved — attach it as a .txt file instead: /deck import file:' },
  'deck.pasteHint': { th: 'ยาวเกิน 4,000 ตัวอักษร? ใช้ /deck import file: แนบไฟล์ .txt', en: 'Over 4,000 characters? Use /deck import file: with a .txt file' },
  'deck.saved.one': { th: 'บันทึกเด็ค "{name}" แล้ว (1 ใบ)', en: 'Saved deck "{name}" (1 card).' },
  'deck.cards': { th: '{count} ใบ', en: '{count} cards' },
  'deck.cards.one': { th: '1 ใบ', en: '1 card' },
  'deck.noneLegal': { th: 'คุณไม่มีเด็คที่ใช้ได้ในรูปแบบ {format} ใช้เด็คสำเร็จรูปหรือนำเข้าเด็คด้วย /deck import', en: 'None of your decks is legal in {format}; use a preconstructed deck or import one with /deck import.' },
  ...SERVER_SETTING_STRINGS,
  ...SPIRIT_DUEL_STRINGS,
  'select.tooFew': { th: 'ต้องเลือกอย่างน้อย {min} อย่าง (เลือกมา {count})', en: 'Choose at least {min} (you chose {count}).' },
  ...DECK_STRINGS,
  ...AUTOPASS_STRINGS,
  ...CARD_SET_STRINGS,
} satisfies Record<string, Entry>;

export type StringKey = keyof typeof S;

export function t(lang: Lang, key: StringKey, vars: Vars = {}): string {
  const template = S[key][lang];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/**
 * A public label both players can read (issue 30): the server's language first, then the other one, when they differ
 * and both fit in `max` (Discord: 80 for a button, 100 for a select option); else the server's language alone, and
 * the reader of the other language answers from their own "My hand" panel, which is in their language.
 */
export function dual(text: Text, lang: Lang, max: number): string {
  const first = pick(text, lang);
  let other = text[lang === 'th' ? 'en' : 'th'];
  if (!other || other === first) return first;
  // A shared leading emoji is shown once ("📖 ดูการ์ด · Cards").
  const icon = /^\p{Extended_Pictographic}\uFE0F?\s*/u.exec(first)?.[0];
  if (icon && other.startsWith(icon)) other = other.slice(icon.length);
  const both = `${first} · ${other}`;
  return both.length <= max ? both : first;
}

/** Both languages of one key, for the engine-style Text shape (public messages show the guild's choice). */
export function both(key: StringKey, vars: Vars = {}): Text {
  return { th: t('th', key, vars), en: t('en', key, vars) };
}

export const ALL_KEYS = Object.keys(S) as StringKey[];
