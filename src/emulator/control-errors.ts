/** Misuse of the control API (unknown command, invisible message, disabled button...): not a Discord error. */
export class EmulatorControlError extends Error {
  override name = 'EmulatorControlError';
}

/** The bot did not answer an interaction in time, or answered after Discord gave up. */
export class InteractionFailedError extends Error {
  override name = 'InteractionFailedError';
  constructor(readonly interactionId: string, readonly reason: 'timeout' | 'late' | 'no-answer') {
    super(`interaction ${interactionId} failed: ${reason === 'late' ? 'the bot answered after 3 s' : reason === 'timeout' ? 'no answer within 3 s' : 'no answer in time'}`);
  }
}
