/** The modal's views (spec 01 §2 "Auth modal"); the verification and sent views carry their address. */
export type AuthModalView =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'verify'; email: string; remember: boolean; notice?: string }
  | { name: 'forgot'; email?: string }
  | { name: 'forgot-sent'; email: string; message: string };

/** What every view gets: the id its title carries (the dialog's name) and a way to move on. */
export interface ViewProps {
  titleId: string;
  onSwitch: (view: AuthModalView) => void;
}
