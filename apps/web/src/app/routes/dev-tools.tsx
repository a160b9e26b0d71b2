import { BASE_PATH } from '@hearth/domain/auth';
import { DevToolsPage } from '@/features/dev-tools/components/dev-tools-page';
import { type Persona, personaAnswers } from '@/features/dev-tools/personas';
import { clearAnswers, saveAnswers } from '@/features/register/register-answers';

/** One click: the persona's answers in the register flow's saved answers, then its first page, freshly loaded. */
function startPersona(persona: Persona) {
  clearAnswers();
  saveAnswers(personaAnswers(persona, Date.now().toString(36)));
  globalThis.location.assign(`${BASE_PATH}/register-v2`);
}

export function Component() {
  return <DevToolsPage onStartPersona={startPersona} />;
}
