/** The strings of a judge's board adjustments (spread into src/bot/i18n.ts); the other judge strings are in practice/strings.ts. */
export const JUDGE_ADJUST_STRINGS = {
  'judge.done.board': { th: 'ปรับแก้กระดานแล้ว และบันทึกในแมตช์แล้ว', en: 'The board was adjusted and the adjustment logged.' },
  'judge.err.no-op': { th: 'ระบุ ตัวเลือก (ตอบการตัดสินใจที่ค้างอยู่) หรือ แก้กระดาน อย่างใดอย่างหนึ่ง ไม่มีอะไรถูกเปลี่ยน', en: 'Give either choice (answer the pending decision) or action (adjust the board). Nothing was changed.' },
  'judge.err.op-fields': { th: 'การปรับแก้ {action} ต้องมี: {fields} ไม่มีอะไรถูกเปลี่ยน', en: 'The {action} adjustment needs: {fields}. Nothing was changed.' },
  'judge.field.card': { th: 'การ์ด', en: 'card' },
  'judge.field.to': { th: 'เป็น', en: 'to' },
  'judge.field.amount': { th: 'จำนวน', en: 'amount' },
  'judge.field.player': { th: 'ผู้เล่น', en: 'player' },
  'judge.field.or': { th: 'หรือ', en: 'or' },
  'judge.card.faceDown': { th: '(คว่ำ)', en: '(face down)' },
  // /judge view's summary (summary.ts); a game's own zones and stats are its term list's (src/engine/terms).
  'judge.sum.title': { th: '⚖️ แมตช์ {match} v{version}', en: '⚖️ Match {match} v{version}' },
  'judge.sum.private': { th: '🔒 เห็นเฉพาะคุณ: รวมมือของทั้งสองฝั่ง', en: '🔒 Only you see this: both hands included.' },
  'judge.sum.footer': { th: 'สถานะเต็ม (มุมมองของทั้งสองฝั่งและการตัดสินใจที่ค้าง) อยู่ในไฟล์แนบ', en: 'The full state (both seats\' views and the pending decision) is in the attached JSON.' },
  'judge.sum.pending': { th: 'รอการตัดสินใจ', en: 'Pending decision' },
  'judge.sum.nothing': { th: 'ไม่มีการตัดสินใจที่ค้างอยู่', en: 'Nothing is pending.' },
  'judge.sum.moreOptions': { th: '… และอีก {n} ตัวเลือก (ดูทั้งหมดในช่อง ตัวเลือก ของ /judge adjust)', en: '… and {n} more options (all of them in /judge adjust\'s choice)' },
} as const;
