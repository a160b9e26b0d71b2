import {
  APP_START_API_PATHS,
  type ContactAnswersInput,
  contactAnswersSchema,
} from '@hearth/domain/app-start';
import { putStartAnswer, useStartAnswer } from '@/features/app-start/api/save-start-answer';

/** PUT .../heloc/{uuid}/contact: the e-mail and mobile phone for this application. */
export function saveContact(uuid: string, body: ContactAnswersInput) {
  return putStartAnswer(APP_START_API_PATHS.contact(uuid), contactAnswersSchema.parse(body));
}

export function useSaveContact(uuid: string) {
  return useStartAnswer<ContactAnswersInput>(uuid, APP_START_API_PATHS.contact(uuid));
}
