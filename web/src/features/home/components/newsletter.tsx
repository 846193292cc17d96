import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { NEWSLETTER_MESSAGES, newsletterEmailError } from '../newsletter-form';
import { subscribe, subscribeErrorMessage } from '../api/subscribe';
import './newsletter.css';

/** The newsletter block: form, submitting, success, error (spec 01 §4 "Newsletter"). */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The home page is drawn at build time: an address typed before the app took the page over is
  // in the field but not yet in the state, and is kept.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const invalid = newsletterEmailError(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await subscribe(email.trim());
      setSubscribed(true);
      setEmail('');
    } catch (failure) {
      setError(subscribeErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const subscribeAnother = () => {
    setSubscribed(false);
    setError('');
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        {subscribed ? (
          <div className="newsletter__success" role="status">
            <h2 id="newsletter-title">{NEWSLETTER_MESSAGES.successTitle}</h2>
            <p>{NEWSLETTER_MESSAGES.successText}</p>
            <button type="button" className="button button--ghost" onClick={subscribeAnother}>
              Subscribe Another
            </button>
          </div>
        ) : (
          <>
            <div className="newsletter__copy">
              <p className="eyebrow">The Maison letter</p>
              <h2 id="newsletter-title">Be the first to know</h2>
              <p>Exclusive offers, new fragrance drops and gentle scent advice, straight to your inbox.</p>
            </div>
            <form className="newsletter__form" noValidate onSubmit={onSubmit}>
              <label htmlFor={inputId} className="visually-hidden">
                Email address
              </label>
              <div className="newsletter__row">
                <input
                  ref={input}
                  id={inputId}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="Your email address"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                <button type="submit" className="button" disabled={submitting}>
                  {submitting ? NEWSLETTER_MESSAGES.submitting : 'Subscribe'}
                </button>
              </div>
              {error && (
                <p id={errorId} className="newsletter__error" role="alert">
                  {error}
                </p>
              )}
              <p className="newsletter__note">No spam, unsubscribe anytime.</p>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
