/**
 * Every string the bot shows a user, in Thai and English. Discord's interaction locale picks one:
 * Thai when it starts with 'th', English otherwise (Discord has no other Thai variants).
 */
import type { Text } from '../engine/core/view-types.js';

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
  'err.notOpponent': { th: 'คำท้านี้ไม่ได้ส่งถึงคุณ', en: 'This challenge is not addressed to you.' },
  'err.noMatchHere': { th: 'ไม่พบแมตช์ที่กำลังเล่นของคุณ ระบุแมตช์ด้วยตัวเลือก match', en: 'No active match of yours found here; name one with the match option.' },
  'err.deckNotFound': { th: 'ไม่พบเด็ค "{name}"', en: 'Deck "{name}" not found.' },
  'err.deckInvalid': { th: 'เด็คใช้ไม่ได้ในรูปแบบ {format}:\n{errors}', en: 'Deck is not legal in {format}:\n{errors}' },
  'err.deckParse': { th: 'อ่านรายการเด็คไม่ได้:\n{errors}', en: 'Could not read the deck list:\n{errors}' },
  'err.deckNoInput': { th: 'วางรายการเด็คในช่อง list หรือแนบไฟล์ .txt', en: 'Paste the list into the list option or attach a .txt file.' },
  'err.deckFile': { th: 'อ่านไฟล์แนบไม่ได้ (ต้องเป็นไฟล์ข้อความไม่เกิน {kb} KB)', en: 'Could not read the attachment (must be a text file of at most {kb} KB).' },
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

  'board.turn': { th: 'เทิร์น', en: 'Turn' },
  'board.phase': { th: 'เฟส', en: 'Phase' },
  'board.waiting': { th: 'รอ', en: 'Waiting for' },
  'board.last': { th: 'การกระทำล่าสุด', en: 'Last actions' },
  'board.break': { th: 'Break', en: 'Break' },
  'board.combat': { th: 'การต่อสู้', en: 'Combat' },
  'board.hand': { th: 'มือ', en: 'Hand' },
  'board.main': { th: 'กองหลัก', en: 'Main' },
  'board.life': { th: 'กองไลฟ์', en: 'Life' },
  'board.lifeTokens': { th: 'Life Token', en: 'Life Tokens' },
  'board.grave': { th: 'สุสาน', en: 'Grave' },
  'board.outer': { th: 'Outer Zone', en: 'Outer Zone' },
  'board.units': { th: 'ยูนิต', en: 'Units' },
  'board.mana': { th: 'มานา/สตรีม', en: 'Mana/Stream' },
  'board.terrain': { th: 'Terrain', en: 'Terrain' },
  'board.items': { th: 'ไอเทม', en: 'Items' },
  'board.none': { th: '—', en: '—' },
  'board.sick': { th: 'ยังโจมตีไม่ได้', en: 'summoning sick' },
  'board.myHand': { th: 'มือของฉัน / เล่นการ์ด', en: 'My hand / play' },
  'board.log': { th: 'บันทึก', en: 'Log' },
  'board.more': { th: 'ตัวเลือกทั้งหมด…', en: 'All choices…' },
  'board.number': { th: 'ใส่ตัวเลข', en: 'Enter a number' },
  'board.none.option': { th: 'ไม่เลือก', en: 'Choose none' },
  'board.page': { th: 'หน้า {page}/{pages}', en: 'Page {page}/{pages}' },
  'board.choose': { th: 'เลือก {min}–{max}', en: 'Choose {min}–{max}' },
  'board.ended': { th: 'จบเกม', en: 'Game over' },
  'board.spectator': { th: 'ผู้ชมเห็นเฉพาะกระดานสาธารณะ', en: 'Spectators see the public board only' },
  'board.timer': { th: 'ต้องตัดสินใจภายใน {time}', en: 'Decide by {time}' },
  'phase.setup': { th: 'เตรียมเกม', en: 'Setup' },
  'phase.refresh': { th: 'รีเฟรช', en: 'Refresh' },
  'phase.main': { th: 'เมน', en: 'Main' },
  'phase.cleanup': { th: 'เคลียร์', en: 'Clean up' },
  'phase.ended': { th: 'จบเกม', en: 'Ended' },

  'hand.title': { th: 'มือของคุณ ({count} ใบ)', en: 'Your hand ({count} cards)' },
  'hand.empty': { th: 'ไม่มีการ์ดบนมือ', en: 'Your hand is empty.' },
  'hand.yourDecision': { th: 'ถึงตาคุณ: {label}', en: 'Your decision: {label}' },
  'hand.waiting': { th: 'รอ {who} ตัดสินใจ', en: 'Waiting for {who} to decide.' },
  'grave.moveTop': { th: 'ย้ายการ์ดในสุสานขึ้นบนสุด (กฎข้อ 405.2)', en: 'Move a grave card to the top (rule 405.2)' },
  'grave.position': { th: 'ลำดับที่ {n} จากบนสุด', en: '#{n} from the top' },
  'modal.title': { th: 'ใส่ตัวเลข', en: 'Enter a number' },
  'modal.label': { th: 'ตัวเลข ({min}–{max})', en: 'Number ({min}–{max})' },

  'timer.warn': { th: '⏰ <@{user}> เหลือเวลา {seconds} วินาทีในการตัดสินใจ', en: '⏰ <@{user}>, {seconds} seconds left to decide.' },
  'timer.autoPass': { th: '⏰ หมดเวลา: <@{user}> ผ่านโดยอัตโนมัติ', en: '⏰ Time is up: <@{user}> passes automatically.' },
  'timer.grace': { th: '⏰ หมดเวลา: <@{user}> ต้องตัดสินใจภายใน {seconds} วินาที มิฉะนั้นจะถือว่ายอมแพ้', en: '⏰ Time is up: <@{user}> must decide within {seconds} seconds or concede the game.' },
  'timer.conceded': { th: '⏰ <@{user}> ไม่ตอบสนอง ถือว่ายอมแพ้', en: '⏰ <@{user}> did not respond and concedes.' },

  'concede.confirm': { th: 'ยืนยันยอมแพ้แมตช์นี้?', en: 'Concede this match?' },
  'concede.button': { th: 'ยอมแพ้', en: 'Concede' },
  'concede.done': { th: 'คุณยอมแพ้แล้ว', en: 'You conceded.' },

  'end.title': { th: '🏁 จบแมตช์', en: '🏁 Match over' },
  'end.winner': { th: 'ผู้ชนะ', en: 'Winner' },
  'end.draw': { th: 'เสมอ', en: 'Draw' },
  'end.reason': { th: 'เหตุผล', en: 'Reason' },
  'end.turns': { th: 'จำนวนเทิร์น', en: 'Turns' },
  'end.duration': { th: 'ระยะเวลา', en: 'Duration' },
  'end.commitments': { th: 'การสับการ์ด (เปิดเผย)', en: 'Shuffles (revealed)' },
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
} satisfies Record<string, Entry>;

export type StringKey = keyof typeof S;

export function t(lang: Lang, key: StringKey, vars: Vars = {}): string {
  const template = S[key][lang];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Both languages of one key, for the engine-style Text shape (public messages show the guild's choice). */
export function both(key: StringKey, vars: Vars = {}): Text {
  return { th: t('th', key, vars), en: t('en', key, vars) };
}

export const ALL_KEYS = Object.keys(S) as StringKey[];
