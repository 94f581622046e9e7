// Secrets carried in addresses never reach the log (issue 22, ADR 0043): a file ticket (`?t=`, good for two hours),
// a reset link's token, the hub's access_token, a password in a URL's user part. The logger runs every line through
// redactSecrets as it writes it (app.ts), so a URL is redacted wherever it lands: the request serializer, an error's
// message or stack, a warning quoting the URL, the hub's lines. The parameter's name stays, its value goes.

/** Query parameters whose value is a secret, compared case-insensitively and after %-decoding the name. */
const SECRET_PARAMS = new Set([
  't',
  'token',
  'ticket',
  'code',
  'password',
  'secret',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'api_key',
  'apikey',
  'signature',
  'sig',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

const REDACTED = '[redacted]';

// name=value after ? or &. The value runs to the next & (as the query parser reads it) or, since a log line is JSON,
// to the end of its string: an unescaped ", whitespace, or a JSON escape other than \" \\ \/ (so \n or \u0000
// end it and the line stays valid JSON).
const QUERY_PAIR = /([?&])([^=&?#\s"\\]*)=((?:\\["\\/]|[^&\s"\\])*)/g;
// scheme://user:password@ — the password goes, the user stays.
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^/?#@\s:"\\]*):[^/?#@\s"\\]*@/gi;

function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: compared as written
  }
  return SECRET_PARAMS.has(decoded.toLowerCase());
}

/** `text` (a log line, a URL) with the value of every secret query parameter and URL password replaced by [redacted]. */
export function redactSecrets(text: string): string {
  let out = text;
  if (out.includes('=')) {
    out = out.replace(QUERY_PAIR, (pair, separator: string, name: string) =>
      isSecretName(name) ? `${separator}${name}=${REDACTED}` : pair,
    );
  }
  if (out.includes('://')) out = out.replace(URL_PASSWORD, `$1:${REDACTED}@`);
  return out;
}
