// @ts-check
/**
 * The production guard (issue 16): a site built for a public URL must not post its visitors'
 * details to a mail-list service on localhost (the default API base), where they would be lost
 * silently. next.config.mjs runs this before `next build` and stops the build with the message.
 * Local builds (no site URL, or a local one) and the test builds keep working.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** @param {string | undefined} value */
function isLocal(value) {
  if (!value || value.trim() === '') return true;
  try {
    const { hostname } = new URL(value);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false; // not a URL at all: let the build's own checks name it
  }
}

/**
 * Why this environment must not be built, or null when it may.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function buildEnvProblem(env) {
  const siteUrl = env.NEXT_PUBLIC_SITE_URL;
  if (isLocal(siteUrl)) return null;
  const apiBase = env.NEXT_PUBLIC_MAIL_LIST_API_BASE;
  if (!isLocal(apiBase)) return null;
  const found = apiBase && apiBase.trim() !== '' ? `is ${apiBase}` : 'is not set';
  return (
    `Build stopped: NEXT_PUBLIC_SITE_URL is ${siteUrl}, but NEXT_PUBLIC_MAIL_LIST_API_BASE ${found}, ` +
    `so every form on the public site would post to a local address and lose the lead. ` +
    `Set NEXT_PUBLIC_MAIL_LIST_API_BASE to the public mail-list service (e.g. https://api.example.com).`
  );
}
