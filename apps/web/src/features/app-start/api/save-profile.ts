import {
  APP_START_API_PATHS,
  type ProfileAnswersInput,
  profileAnswersSchema,
} from '@hearth/domain/app-start';
import { putStartAnswer, useStartAnswer } from '@/features/app-start/api/save-start-answer';

/** PUT .../heloc/{uuid}/profile: the home address, or that the borrower lives at the property. */
export function saveProfile(uuid: string, body: ProfileAnswersInput) {
  return putStartAnswer(APP_START_API_PATHS.profile(uuid), profileAnswersSchema.parse(body));
}

export function useSaveProfile(uuid: string) {
  return useStartAnswer<ProfileAnswersInput>(uuid, APP_START_API_PATHS.profile(uuid));
}
