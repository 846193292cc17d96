import { type MouseEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@shared/auth/email-verification-required';
import { CloseIcon } from '@/components/icons';
import { useModal } from '@/components/use-modal';
import type { LoginResult } from '@/lib/session';
import type { AuthModalView } from './auth-views';
import { announceLogin, storeLogin } from './complete-login';
import { EmailSentView, ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { VerificationView } from './verification-view';
import './auth-modal.css';

export interface AuthModalProps {
  /** The view asked for; a new `requestId` switches to it even when the modal is open. */
  view: 'login' | 'register' | 'forgot';
  requestId: number;
  /** Where focus goes back to on close: what had it when the modal was asked for. */
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

/**
 * The auth modal (spec 01 §2 "Auth modal"): login, register, "Check Your Email" and the
 * forgot-password steps in one dialog. Loaded on demand by AuthModalHost.
 */
export default function AuthModal({ view: asked, requestId, returnFocus, onClose }: AuthModalProps) {
  const [view, setView] = useState<AuthModalView>(() => firstView(asked));
  const [seenRequest, setSeenRequest] = useState(requestId);
  if (seenRequest !== requestId) {
    setSeenRequest(requestId);
    setView(firstView(asked));
  }
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  useModal(panel, onClose, { returnFocus, view: view.name });

  const finish = (login: LoginResult) => {
    if (!announceLogin(login)) onClose();
  };
  const signedIn = (login: LoginResult, remember: boolean) => {
    storeLogin(login, remember);
    finish(login);
  };

  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of
  // a field must not.
  const onPointerDown = (event: PointerEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  };

  const common = { titleId, onSwitch: setView };
  return createPortal(
    <div className="auth-modal" onPointerDown={onPointerDown} onClick={onBackdropClick}>
      <div ref={panel} className="auth-modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="icon-button auth-modal__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <p className="auth-modal__brand" aria-hidden="true">
          Maison
        </p>
        {view.name === 'login' && (
          <LoginView
            {...common}
            onSignedIn={signedIn}
            onNeedsVerification={(email, remember) => setView({ name: 'verify', email, remember, notice: EMAIL_NOT_VERIFIED_MESSAGE })}
          />
        )}
        {view.name === 'register' && <RegisterView {...common} />}
        {view.name === 'verify' && (
          <VerificationView
            key={view.email}
            {...common}
            email={view.email}
            remember={view.remember}
            notice={view.notice}
            onSignedIn={finish}
          />
        )}
        {view.name === 'forgot' && <ForgotPasswordView {...common} initialEmail={view.email} />}
        {view.name === 'forgot-sent' && <EmailSentView {...common} email={view.email} message={view.message} />}
      </div>
    </div>,
    document.body,
  );
}

function firstView(asked: AuthModalProps['view']): AuthModalView {
  return { name: asked };
}
