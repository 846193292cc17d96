import './list-screen.css';

/**
 * An action's failure shown in the page rather than in a window alert: the text is read out as
 * it appears (role=alert) and stays until dismissed or the next action. Nothing while `message` is empty.
 */
export function ActionBanner({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  if (!message) return null;
  return (
    <div className="action-banner">
      <p className="action-banner__message" role="alert">
        {message}
      </p>
      {onDismiss && (
        <button type="button" className="text-button action-banner__dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
