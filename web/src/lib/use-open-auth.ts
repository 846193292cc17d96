import { emit } from './events';

export type AuthView = 'login' | 'register';

/** Asks for the auth modal on its login or register view (open-login / open-register); it opens over the current page. */
export function useOpenAuth(): (view: AuthView) => void {
  return (view) => emit(view === 'login' ? 'open-login' : 'open-register');
}
