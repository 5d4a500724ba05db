/** Strings of /deck show, spread into the bot's table (i18n.ts). */
export const DECK_STRINGS = {
  'deck.show.precon': { th: '📦 **{name}** · {format} · {count} ใบ', en: '📦 **{name}** · {format} · {count} cards' },
  'deck.show.pasted': { th: '📎 รายการตามที่วางไว้ตอนนำเข้าอยู่ในไฟล์แนบ', en: '📎 The list as you pasted it is attached.' },
  'deck.didYouMean': { th: 'หมายถึง {names} หรือเปล่า?', en: 'Did you mean {names}?' },
  'deck.fixHint': { th: 'ยังไม่ได้บันทึก กด “แก้รายการ” เพื่อเปิดช่องวางพร้อมรายการเดิม (เก็บไว้ 30 นาที)', en: 'Nothing was saved. Press “Fix the list” to reopen the paste box with your list in it (kept for 30 minutes).' },
  'deck.fixFileHint': { th: 'ยังไม่ได้บันทึก รายการของคุณอยู่ในไฟล์แนบ แก้แล้วแนบกลับด้วย /deck import file:', en: 'Nothing was saved. Your list is attached: fix it and attach it again with /deck import file:' },
  'deck.fixButton': { th: 'แก้รายการ', en: 'Fix the list' },
  'deck.fixGone': { th: 'ไม่มีรายการที่ไม่ผ่านเก็บไว้แล้ว (บันทึกเด็คไปแล้ว หรือเกิน 30 นาที) วางใหม่ด้วย /deck import', en: 'No refused list is kept any more (the deck was saved since, or 30 minutes passed, so it expired); paste it again with /deck import.' },
} as const;
