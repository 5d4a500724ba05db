/** Every user-facing string of /rule and /ruling, in Thai and English; Discord's locale picks one. */

export type Lang = 'th' | 'en';

export const langOf = (locale: string | undefined): Lang => (locale?.toLowerCase().startsWith('th') ? 'th' : 'en');

const STRINGS = {
  th: {
    parent: 'ข้อแม่',
    subsections: 'ข้อย่อย',
    subsectionsPick: 'ดูข้อย่อย…',
    otherMatches: 'ผลลัพธ์อื่น…',
    page: (i: number, n: number) => `หน้า ${i}/${n}`,
    prevPage: 'หน้าก่อน',
    nextPage: 'หน้าถัดไป',
    moreSubs: 'ข้อย่อยถัดไป',
    lessSubs: 'ข้อย่อยก่อนหน้า',
    noMatch: (q: string) => `ไม่พบข้อกฎที่ตรงกับ “${q}” ลองพิมพ์เลขข้อ เช่น 606.5.29 หรือคีย์เวิร์ด เช่น Reinforce, สุสาน, กองไลฟ์`,
    missingNumber: (n: string) => `ไม่มีข้อ ${n} ในกฎ — ข้อที่ใกล้เคียงที่สุดคือ:`,
    danglingRef: (raw: string, s?: string) => (s ? `ข้อ ${raw} ที่อ้างถึงไม่มีในกฎ น่าจะหมายถึง ${s}` : `ข้อ ${raw} ที่อ้างถึงไม่มีในกฎ`),
    noteTitle: 'หมายเหตุ',
    staleButton: 'กฎมีการปรับปรุงหลังจากสร้างปุ่มนี้ — แสดงข้อความฉบับปัจจุบัน',
    badButton: 'ปุ่มนี้ใช้ไม่ได้แล้ว ลองค้นใหม่ด้วย /rule',
    gone: (id: string) => `ไม่มีข้อ ${id} ในกฎฉบับปัจจุบันแล้ว`,
    quote: (id: string) => `ดูกฎ ${id}`,
    rulings: 'คำตัดสินของชุมชน',
    moreRulings: (n: number) => `และอีก ${n} คำตัดสิน — ใช้ /ruling search`,
    rulingBy: (user: string, date: string) => `— <@${user}> · ${date}`,
    gistTitle: '🇬🇧 English gist — ช่วยแปล ไม่ใช่ตัวกฎ',
    noMatchRuling: 'ถ้ากฎไม่ได้เขียนไว้ ถามกรรมการหรือค้นคำตัดสินของเซิร์ฟเวอร์ด้วย /ruling search',
    weakMatch: 'ไม่แน่ใจว่าข้อนี้ตอบคำถาม — นี่คือข้อที่ใกล้เคียงที่สุด (อาจเกี่ยวข้อง) ดูข้ออื่นในเมนูด้านล่าง หรือค้นคำตัดสินของเซิร์ฟเวอร์ด้วย /ruling search',
    baseGame: 'กฎพื้นฐานของ Summoner Master ไม่มีในกฎที่บอทมี (มีเฉพาะคีย์เวิร์ดชุด Nihil)',
    otherGame: 'คำถามนี้เป็นของเกมอื่น บอทมีกฎของ Fadalgia, Spirit Duel และคีย์เวิร์ด Nihil ของ Summoner Master เท่านั้น',
    closestBelow: 'ข้อด้านล่างเป็นแค่ข้อที่ใกล้เคียง (อาจเกี่ยวข้อง) ถามกรรมการหรือค้นคำตัดสินของเซิร์ฟเวอร์ด้วย /ruling search',
    partnerComprehensive: (label: string) => `📗 กฎฉบับสมบูรณ์ข้อที่พูดเรื่องเดียวกัน: ${label}`,
    partnerGuide: (label: string) => `📘 คู่มือพื้นฐานพูดเรื่องเดียวกัน: ${label}`,
  },
  en: {
    parent: 'Parent',
    subsections: 'Subsections',
    subsectionsPick: 'Open a subsection…',
    otherMatches: 'Other matches…',
    page: (i: number, n: number) => `Page ${i}/${n}`,
    prevPage: 'Previous page',
    nextPage: 'Next page',
    moreSubs: 'More subsections',
    lessSubs: 'Earlier subsections',
    noMatch: (q: string) => `No rule matches “${q}”. Try a section number such as 606.5.29 or a keyword such as Reinforce, grave, life pile.`,
    missingNumber: (n: string) => `There is no section ${n} in the rules — the nearest sections are:`,
    danglingRef: (raw: string, s?: string) => (s ? `Section ${raw} referred to here does not exist; it probably means ${s}` : `Section ${raw} referred to here does not exist`),
    noteTitle: 'Note',
    staleButton: 'The rules were updated after this button was made — showing the current text',
    badButton: 'This button no longer works. Search again with /rule',
    gone: (id: string) => `Section ${id} is not in the current rules any more`,
    quote: (id: string) => `Rule ${id}`,
    rulings: 'Community rulings',
    moreRulings: (n: number) => `and ${n} more — use /ruling search`,
    rulingBy: (user: string, date: string) => `— <@${user}> · ${date}`,
    gistTitle: '🇬🇧 English gist — a translation aid, not the rule',
    noMatchRuling: 'If the rules do not say, ask a judge or search this server\'s rulings with /ruling search.',
    weakMatch: 'Not sure this answers it — this is the closest section (maybe related). See the other matches below, or search this server\'s rulings with /ruling search.',
    baseGame: 'Summoner Master\'s base rules are not in the rulebooks here (only its Nihil keywords are).',
    otherGame: 'That is about another game: the rulebooks here are Fadalgia, Spirit Duel and Summoner Master\'s Nihil keywords.',
    closestBelow: 'The sections below are only the closest (maybe related). Ask a judge or search this server\'s rulings with /ruling search.',
    partnerComprehensive: (label: string) => `📗 The comprehensive rules say the same: ${label}`,
    partnerGuide: (label: string) => `📘 The basic guide says the same: ${label}`,
  },
} as const;

export type Strings = (typeof STRINGS)['en'];

export const t = (lang: Lang): Strings => STRINGS[lang] as Strings;
