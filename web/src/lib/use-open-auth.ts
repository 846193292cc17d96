import { useNavigate } from 'react-router-dom';
import { emit } from './events';

export type AuthView = 'login' | 'register';

/**
 * Asks for the auth modal: announces open-login / open-register, and moves to /login or
 * /register, which show it over the home page. The one place to change once the modal opens
 * over any page on the event alone.
 */
export function useOpenAuth(): (view: AuthView) => void {
  const navigate = useNavigate();
  return (view) => {
    emit(view === 'login' ? 'open-login' : 'open-register');
    void navigate(`/${view}`);
  };
}
