/**
 * parseAction checks the common answer/concede by hand before zod (core/actions.ts). The hand check must
 * accept exactly what the zod schema accepts, and return the same value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionSchema, parseAction } from '../../src/engine/core/actions.js';

const nearChoice = fc.oneof(fc.constantFrom('pass', 'cast:17', 'act:5:0', 'p0', '', 'a b', 'x'.repeat(40), 'x'.repeat(41), 'ไทย'), fc.string({ maxLength: 42 }));
const nearAction = fc.record(
  {
    type: fc.constantFrom('answer', 'concede', 'answer-number', 'other'),
    seat: fc.constantFrom<unknown>(0, 1, 2, '0', -0, null),
    promptId: fc.oneof(fc.constantFrom('p1', '', 'p'.repeat(40), 'p'.repeat(41)), fc.integer()),
    choice: fc.oneof(fc.array(nearChoice, { maxLength: 4 }), fc.constant(Array.from({ length: 81 }, () => 'a')), fc.constant('pass')),
    value: fc.integer({ min: -2, max: 2 }),
    extra: fc.constant(1),
  },
  { requiredKeys: [] },
);

const validish = fc.oneof(
  fc.record({ type: fc.constant('answer'), seat: fc.constantFrom<unknown>(0, 1, -0, 2), promptId: fc.constantFrom('p1', 'p22'), choice: fc.array(nearChoice, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('concede'), seat: fc.constantFrom<unknown>(0, 1, -0) }),
);

describe('action parsing', () => {
  it('100.2 the hand-written fast path agrees with the zod schema on valid and malformed actions', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(validish, nearAction, fc.anything()), (input) => {
        const z = actionSchema.safeParse(input);
        const p = parseAction(input);
        expect(p.ok).toBe(z.success);
        if (p.ok && z.success) {
          accepted++;
          expect(p.action).toEqual(z.data);
        }
      }),
      { numRuns: 1500, seed: 20261129 },
    );
    expect(accepted).toBeGreaterThan(150);
  });

  it('100.2 a parsed answer is a copy: changing the input afterwards changes nothing', () => {
    const input = { type: 'answer', seat: 0, promptId: 'p3', choice: ['pass'] };
    const p = parseAction(input);
    input.choice.push('x');
    expect(p.ok && p.action.type === 'answer' && p.action.choice).toEqual(['pass']);
  });
});
