/**
 * The Server Members intent is privileged: SANAM_MEMBER_EVENTS turns it off for an application that has not
 * enabled it, and a login Discord refuses for it says what to do instead of an opaque gateway error.
 */
import { describe, expect, it } from 'vitest';
import { disallowedIntentsError, memberEventsFromEnv } from '../../src/bot/handlers/member-leave.js';

describe('SANAM_MEMBER_EVENTS and a refused intent', () => {
  it('is on unless set to off; anything else is refused by name', () => {
    expect(memberEventsFromEnv({})).toBe(true);
    expect(memberEventsFromEnv({ SANAM_MEMBER_EVENTS: 'on' })).toBe(true);
    expect(memberEventsFromEnv({ SANAM_MEMBER_EVENTS: ' OFF ' })).toBe(false);
    expect(() => memberEventsFromEnv({ SANAM_MEMBER_EVENTS: 'maybe' })).toThrow(/SANAM_MEMBER_EVENTS/);
  });

  it("turns discord.js's DisallowedIntents into advice in Thai and English, and leaves other errors alone", () => {
    const err = disallowedIntentsError({ code: 'DisallowedIntents', message: 'Privileged intent provided is not enabled or whitelisted.' });
    expect(err?.message).toMatch(/Privileged Gateway Intents/);
    expect(err?.message).toMatch(/SANAM_MEMBER_EVENTS=off/);
    expect(err?.message).toMatch(/เปิดใน Developer Portal/);
    expect(disallowedIntentsError(new Error('An invalid token was provided.'))).toBeNull();
  });
});
