/**
 * An email address that, when it must wrap, wraps before its `@` rather than mid-word (the CSS
 * breaks inside a part only when that part alone is wider than its box).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
