/**
 * A ready-made local world for `npm start` without DISCORD_TOKEN: one guild "สนาม", a few
 * channels, Thai and English players and a judge. Ids are fixed so bookmarks and logs stay stable.
 */
import type { EmulatorOptions } from './types.js';

export const DEMO_IDS = {
  application: '1100000000000000001',
  guild: '1100000000000000100',
  judgeRole: '1100000000000000200',
  organiserRole: '1100000000000000201',
  lobby: '1100000000000000300',
  matches: '1100000000000000301',
  rulings: '1100000000000000302',
  somchai: '1100000000000001000',
  malee: '1100000000000001001',
  alex: '1100000000000001002',
  judge: '1100000000000001003',
} as const;

export function demoWorld(overrides: Partial<EmulatorOptions> & { botToken: string }): EmulatorOptions {
  const id = DEMO_IDS;
  return {
    applicationId: id.application,
    guild: {
      id: id.guild,
      name: 'สนาม',
      ownerId: id.judge,
      preferredLocale: 'th',
      roles: [
        { id: id.judgeRole, name: 'Judge', color: 0xe0a800 },
        { id: id.organiserRole, name: 'Organiser', permissions: '8', color: 0x5865f2 },
      ],
    },
    channels: [
      { id: id.lobby, name: 'lobby', topic: 'หาคู่แข่ง / find an opponent' },
      { id: id.matches, name: 'matches', topic: 'Match threads' },
      { id: id.rulings, name: 'rulings', topic: 'คำตัดสินกฎ / rulings' },
    ],
    users: [
      { id: id.somchai, username: 'somchai', globalName: 'สมชาย', locale: 'th' },
      { id: id.malee, username: 'malee', globalName: 'มาลี', locale: 'th' },
      { id: id.alex, username: 'alex', globalName: 'Alex', locale: 'en-US' },
      { id: id.judge, username: 'judge_nok', globalName: 'Judge Nok', locale: 'th', roles: [id.judgeRole] },
    ],
    ...overrides,
  };
}
