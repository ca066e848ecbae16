// @ts-check
/**
 * The production guard (issue 16): a site built for a public URL must not post its visitors'
 * details to a mail-list API on localhost, where they would be lost silently. next.config.mjs
 * runs this before `next build` and stops the build with the message. No API base at all is
 * fine: the forms then post to the site's own origin, the Worker that serves it
 * (docs/lead-safety.md#api-base-configured-once). Local builds and the test builds keep working.
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
  // Unset: same origin, which is as public as the site itself.
  if (!apiBase || apiBase.trim() === '' || !isLocal(apiBase)) return null;
  return (
    `Build stopped: NEXT_PUBLIC_SITE_URL is ${siteUrl}, but NEXT_PUBLIC_MAIL_LIST_API_BASE is ${apiBase}, ` +
    `so every form on the public site would post to a local address and lose the lead. ` +
    `Unset NEXT_PUBLIC_MAIL_LIST_API_BASE (the forms then post to the site's own origin) or set it ` +
    `to the public mail-list API (e.g. https://api.example.com).`
  );
}
