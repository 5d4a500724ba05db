/**
 * Thai names of the shipped cards' Combinations, by their printed English name: data beside the cards, so the
 * board image and the bot's text name a Combination alike (a community card's Combination keeps its printed name).
 */
export const COMBINATION_TH: Readonly<Record<string, string>> = {
  'Rising Flame': 'เปลวเพลิงทะยาน',
  'Burning Rapture': 'ปีติเพลิงผลาญ',
  'Circle of Branch': 'วงล้อมกิ่งไม้',
  'Hitoshirenu Ken': 'ฮิโตชิเรนุเคน (ดาบไร้เงา)',
  'Senkou Ken': 'เซ็นโคเคน (ดาบแสงวาบ)',
  'Lock On': 'ล็อกเป้า',
  'Last Shot': 'นัดสุดท้าย',
  'Torch Line': 'แนวคบเพลิง',
  'Ember Fang': 'เขี้ยวถ่านเพลิง',
  'Inferno Howl': 'เสียงหอนนรกเพลิง',
  'Wave Guard': 'ปราการคลื่น',
  'Twin Barrel': 'ปืนลำกล้องคู่',
  'Gust Dive': 'โฉบลมกรรโชก',
  'Blood Scythe': 'เคียวโลหิต',
  'Sunrise Blade': 'ดาบรุ่งอรุณ',
  'Radiant Charge': 'พุ่งทะยานเจิดจรัส',
};
