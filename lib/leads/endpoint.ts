/** Where the site posts every lead and the Worker answers (same origin in production). */
export const MAIL_LIST_PATH = '/v1/iam/mail-list';
