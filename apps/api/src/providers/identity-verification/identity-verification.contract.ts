import { randomUUID } from 'node:crypto';
import { kbaAnswersSchema, kbaQuestionSchema } from '@hearth/domain/identity-verification';
import { identityResultSchema } from '@hearth/domain/vendors';
import { describe, it } from 'vitest';
import { z } from 'zod';
import {
  type CallbackPortHarness,
  callbackIdContract,
  expectShape,
  lastAnswerTo,
  type Make,
} from '../contract-support';
import type { IdentityPerson, IdentityVerificationVendor } from './identity-verification';

const questionsSchema = z
  .array(
    kbaQuestionSchema.extend({
      prompt: z.string().trim().min(1),
      choices: z
        .array(z.string().trim().min(1))
        .min(2)
        .refine((choices) => new Set(choices).size === choices.length, 'no choice twice'),
    }),
  )
  .min(1)
  .refine(
    (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
    'no question id twice',
  );

const SAMPLE_PERSON: IdentityPerson = {
  firstName: 'Jamie',
  lastName: 'Contract',
  dob: '1984-07-09',
  address: { street1: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' },
};

/** A small stand-in for an image; the port passes bytes and a media type, the vendor judges them. */
const image = (label: string) => ({ mediaType: 'image/jpeg', bytes: Buffer.from(`\xff\xd8\xff${label}`) });

/**
 * The identity port (`IdentityVerificationVendor`, decision 0132): knowledge questions at once, of a shape the
 * borrower can answer through Hearth; answers and documents judged later by a signed `identity` callback.
 */
export function identityVerificationContract(
  name: string,
  make: Make<CallbackPortHarness<IdentityVerificationVendor>>,
  person: IdentityPerson = SAMPLE_PERSON,
): void {
  const answerFirstChoices = async (port: IdentityVerificationVendor, requestId: string) => {
    const questions = await port.questions({ requestId, person });
    const answers = questions.map((q) => ({ questionId: q.id, choice: q.choices[0] ?? '' }));
    await port.submitAnswers({ requestId, person, answers });
  };

  describe(`${name} keeps the identity verification contract`, () => {
    it('asks knowledge questions a borrower can answer through Hearth', async () => {
      const { port } = await make();
      const questions = expectShape(
        questionsSchema,
        await port.questions({ requestId: randomUUID(), person }),
        'questions',
      );
      // The answers route takes every question's answer at once, each by a choice shown (kbaAnswersSchema's limits).
      const firstChoices = questions.map((q) => ({ questionId: q.id, choice: q.choices[0] ?? '' }));
      expectShape(kbaAnswersSchema, { answers: firstChoices }, 'answers to every question');
      for (const q of questions) {
        for (const choice of q.choices) {
          expectShape(kbaAnswersSchema, { answers: [{ questionId: q.id, choice }] }, `choice "${choice}"`);
        }
      }
    });

    it('judges submitted answers by callback with a PASS, FAIL or REVIEW result', async () => {
      const harness = await make();
      const requestId = randomUUID();
      await answerFirstChoices(harness.port, requestId);
      await lastAnswerTo('identity', harness, requestId, identityResultSchema);
    });

    it('judges submitted documents by callback with a PASS, FAIL or REVIEW result', async () => {
      const harness = await make();
      const requestId = randomUUID();
      await harness.port.submitDocuments({
        requestId,
        person,
        idFront: image('id'),
        selfie: image('selfie'),
      });
      await lastAnswerTo('identity', harness, requestId, identityResultSchema);
    });

    callbackIdContract('identity', make, 'submitted answers', answerFirstChoices);
  });
}
