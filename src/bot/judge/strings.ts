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
} as const;
