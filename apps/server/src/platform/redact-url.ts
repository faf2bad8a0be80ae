// Secrets that travel in addresses (e-mailed links: /signup/<token>, /signup-verification?token=…,
// the invitation lookup) must not reach the request log. The logger's request serializer passes
// every URL through here.
const PATH_SECRETS = [/(\/signup\/)[^/?#]+/, /(\/invitations\/)[^/?#]+/, /(\/sourcing\/verify\/[^/?#]+\/)[^/?#]+/];
const QUERY_SECRET = /([?&](?:token|code|confirmationCode)=)[^&#]*/gi;

export const redactUrl = (url: string): string => {
  let out = url;
  for (const pattern of PATH_SECRETS) {
    out = out.replace(pattern, '$1[redacted]');
  }
  return out.replace(QUERY_SECRET, '$1[redacted]');
};
