const HIDDEN = '***';
/** `scheme://user:` (or a scheme-less `user:`) followed by the password up to the last `@`. */
const USERINFO = /^((?:[a-z][a-z0-9+.-]*:\/\/)?[^:/@]*:)(.*)@/i;
/** Query parameters of a connection URL that carry a secret (libpq and ioredis spellings). */
const SECRET_PARAMS = /^(password|pass|pwd|passfile|sslpassword|token|secret|key|api[_-]?key)$/i;

/**
 * A connection URL fit for a log line or a boot error: the password (and secret query parameters) become
 * `***`; scheme, user, host, port and path stay, so the operator still sees which server was meant.
 * A value that does not parse as a URL loses everything between `scheme://user:` (or `user:`) and the last `@`.
 */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.host) throw new Error('no host');
    if (url.password) url.password = HIDDEN;
    for (const name of [...url.searchParams.keys()]) {
      if (SECRET_PARAMS.test(name)) url.searchParams.set(name, HIDDEN);
    }
    return url.toString().replaceAll('%2A%2A%2A', HIDDEN);
  } catch {
    return value
      .replace(USERINFO, `$1${HIDDEN}@`)
      .replace(/([?&])([^=&\s]+)=([^&\s]*)/g, (all, sep: string, name: string) =>
        SECRET_PARAMS.test(name) ? `${sep}${name}=${HIDDEN}` : all,
      );
  }
}
