/**
 * Board edits seen through the bot's publish hook (after Discord answered the edit), so a bench harness can wait
 * for "the board shows a version after N" without scanning emulator messages on every change.
 */
export function boardWatch() {
  const shown = new Map<string, number>();
  const waiters = new Map<string, Array<{ after: number; resolve: () => void }>>();
  const sink = { onBoardEdited(matchId: string, version: number) {
    shown.set(matchId, Math.max(shown.get(matchId) ?? -1, version));
    const ws = waiters.get(matchId) ?? [];
    waiters.set(matchId, ws.filter((w) => (version > w.after ? (w.resolve(), false) : true)));
  } };
  const boardAfter = (matchId: string, after: number) => ((shown.get(matchId) ?? -1) > after ? Promise.resolve()
    : new Promise<void>((resolve) => waiters.set(matchId, [...(waiters.get(matchId) ?? []), { after, resolve }])));
  return { sink, boardAfter };
}
