// @ts-check
/**
 * Durable storage of the submissions: SQLite through better-sqlite3, in WAL mode with
 * synchronous=FULL, so a committed row survives a crash of the process or of the machine.
 *
 * Writes go through a group-commit writer: submissions that arrive in the same turn of the
 * event loop are inserted in ONE transaction (one fsync for all of them), and each caller's
 * promise settles only after that transaction has committed. A caller therefore never answers
 * 2xx for a row that is not on disk, and the fsync cost is shared under load.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LEAD_SOURCE_KEYS } from '../../lib/mail-list/lead-source.mjs';

/** The fields a visitor sends, stored one column each. */
const PAYLOAD_COLUMNS = /** @type {const} */ ([
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'company',
  'website',
  'service',
  'budget',
  'timeline',
  'message',
]);

/** One column per key of a lead's source (source_page, source_utm_campaign, ...). */
export const SOURCE_COLUMNS = LEAD_SOURCE_KEYS.map((key) => /** @type {const} */ (`source_${key}`));

/**
 * The columns of a lead, in export order: what the service records about it, the payload,
 * then where it came from.
 */
export const LEAD_COLUMNS = /** @type {const} */ ([
  'id',
  'kind',
  'received_at',
  'quarantined',
  ...PAYLOAD_COLUMNS,
  ...SOURCE_COLUMNS,
]);

/** The delivery channels an outbox row can be for (docs/lead-delivery.md#channels). */
export const CHANNELS = /** @type {const} */ (['email', 'webhook']);

const MIGRATIONS = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('newsletter', 'contact', 'chat')),
     received_at TEXT NOT NULL,
     email TEXT NOT NULL,
     email_key TEXT NOT NULL,
     first_name TEXT,
     last_name TEXT,
     phone_number TEXT,
     company TEXT,
     website TEXT,
     service TEXT,
     budget TEXT,
     timeline TEXT,
     message TEXT
   );
   -- A newsletter address is stored once, whatever its case.
   CREATE UNIQUE INDEX submissions_newsletter_email ON submissions (email_key)
     WHERE kind = 'newsletter';
   CREATE INDEX submissions_received_at ON submissions (received_at);`,
  // Honeypot hits are not stored, only counted (docs/lead-delivery.md#quarantine).
  `CREATE TABLE spam_counts (
     reason TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     last_at TEXT NOT NULL
   );`,
  // Quarantine, the lead's source and the outbox (docs/lead-delivery.md). A quarantined
  // signup must not hide a later genuine one of the same address, so the newsletter's
  // one-row-per-address rule now holds for leads that are not quarantined.
  `ALTER TABLE submissions ADD COLUMN quarantined INTEGER NOT NULL DEFAULT 0;
   ${SOURCE_COLUMNS.map((column) => `ALTER TABLE submissions ADD COLUMN ${column} TEXT;`).join('\n   ')}
   DROP INDEX submissions_newsletter_email;
   CREATE UNIQUE INDEX submissions_newsletter_email ON submissions (email_key)
     WHERE kind = 'newsletter' AND quarantined = 0;
   CREATE INDEX submissions_email_key ON submissions (email_key);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id INTEGER NOT NULL,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE INDEX outbox_submission ON outbox (submission_id);`,
];

/**
 * @typedef {import('better-sqlite3').Database} SqliteDatabase
 * @typedef {(typeof CHANNELS)[number]} Channel
 * @typedef {{
 *   kind: 'newsletter' | 'contact' | 'chat';
 *   data: Record<string, string | undefined>;
 *   source?: import('../../lib/mail-list/lead-source.mjs').LeadSource;
 *   quarantined?: boolean;
 * }} Submission
 * @typedef {{ id: number; receivedAt: string; duplicate: boolean }} StoredSubmission
 * @typedef {'honeypot'} SpamReason
 */

/**
 * Opens (creating if needed) the database and brings its schema up to date. With `maxBytes`
 * the file may not grow past it: SQLite then fails the write with SQLITE_FULL (see
 * isStorageFull), exactly as it does when the disk itself is full.
 * @param {string} file
 * @param {{ maxBytes?: number }} [options]
 * @returns {SqliteDatabase}
 */
export function openDatabase(file, { maxBytes } = {}) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Erased and purged leads are overwritten on disk, not only unlinked from the tree.
  db.pragma('secure_delete = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(/** @type {string} */ (MIGRATIONS[v]));
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  if (maxBytes !== undefined) {
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    db.pragma(`max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
    // The WAL is emptied into the file at checkpoints; keep it from staying large afterwards.
    db.pragma(`journal_size_limit = ${Math.min(maxBytes, 4 * 1024 * 1024)}`);
  }
  return db;
}

/**
 * A write refused because the size bound (or the disk) is full.
 * @param {unknown} error
 */
export function isStorageFull(error) {
  return /** @type {{ code?: unknown }} */ (error)?.code === 'SQLITE_FULL';
}

/** Deletes a database with its WAL and shared-memory files (for a fresh test run). */
/** @param {string} file */
export function removeDatabase(file) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Synchronous inserts; `insertBatch` commits a whole batch in one transaction. A stored lead
 * that is not quarantined gets one outbox row per configured channel in that same
 * transaction, so a lead is never stored without its deliveries (docs/lead-delivery.md#outbox).
 * @param {SqliteDatabase} db
 * @param {readonly Channel[]} [channels]
 */
export function createStore(db, channels = []) {
  const stored = [...PAYLOAD_COLUMNS, ...SOURCE_COLUMNS, 'quarantined'];
  const insert = db.prepare(
    `INSERT INTO submissions (kind, received_at, email_key, ${stored.join(', ')})
     VALUES (@kind, @received_at, @email_key, ${stored.map((c) => `@${c}`).join(', ')})
     ON CONFLICT DO NOTHING
     RETURNING id, received_at`,
  );
  const findNewsletter = db.prepare(
    `SELECT id, received_at FROM submissions
     WHERE kind = 'newsletter' AND quarantined = 0 AND email_key = ?`,
  );
  const addDelivery = db.prepare(
    `INSERT INTO outbox (submission_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );

  /**
   * @param {Submission} submission
   * @param {string} receivedAt
   * @returns {StoredSubmission}
   */
  function insertOne({ kind, data, source = {}, quarantined = false }, receivedAt) {
    /** @type {Record<string, string | number | null>} */
    const row = {
      kind,
      received_at: receivedAt,
      email_key: String(data.email).toLowerCase(),
      quarantined: quarantined ? 1 : 0,
    };
    for (const column of PAYLOAD_COLUMNS) row[column] = data[column] ?? null;
    for (const key of LEAD_SOURCE_KEYS) row[`source_${key}`] = source[key] ?? null;
    const inserted = /** @type {{ id: number; received_at: string } | undefined} */ (
      insert.get(row)
    );
    if (inserted) {
      if (!quarantined) {
        for (const channel of channels)
          addDelivery.run(inserted.id, channel, Date.parse(receivedAt), receivedAt);
      }
      return { id: inserted.id, receivedAt: inserted.received_at, duplicate: false };
    }
    // Only the newsletter index can conflict: the address is already stored.
    const existing = /** @type {{ id: number; received_at: string }} */ (
      findNewsletter.get(row.email_key)
    );
    return { id: existing.id, receivedAt: existing.received_at, duplicate: true };
  }

  const countSpam = db.prepare(
    `INSERT INTO spam_counts (reason, count, last_at) VALUES (?, 1, ?)
     ON CONFLICT (reason) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
  );

  const insertBatch = db.transaction(
    /** @param {{ submission: Submission | SpamReason; receivedAt: string }[]} batch */
    (batch) =>
      batch.map(({ submission, receivedAt }) => {
        if (typeof submission !== 'string') return insertOne(submission, receivedAt);
        countSpam.run(submission, receivedAt);
        return undefined;
      }),
  );

  return { insertBatch };
}

/**
 * Group commit: `save` queues a submission; everything queued in one event-loop turn is
 * committed together, then every promise of the batch settles (all resolve, or all reject
 * when the transaction fails, since then none of them is stored). `countSpam` rides the same
 * batches, so a spam answer takes as long as a real one and tells a bot nothing. `onCommit`
 * runs after each committed batch (the delivery worker wakes up on it).
 * @param {SqliteDatabase} db
 * @param {{ channels?: readonly Channel[]; onCommit?: () => void }} [options]
 */
export function createWriter(
  db,
  { channels = /** @type {readonly Channel[]} */ ([]), onCommit = () => {} } = {},
) {
  const store = createStore(db, channels);
  /** @type {{ submission: Submission | SpamReason; receivedAt: string; resolve: (s: StoredSubmission | undefined) => void; reject: (e: unknown) => void }[]} */
  let queue = [];

  /**
   * @param {Submission | SpamReason} submission
   * @returns {Promise<StoredSubmission | undefined>}
   */
  function enqueue(submission) {
    return new Promise((resolve, reject) => {
      queue.push({ submission, receivedAt: new Date().toISOString(), resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
  }

  function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let results;
    try {
      results = store.insertBatch(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
    onCommit();
  }

  return {
    /**
     * @param {Submission} submission
     * @returns {Promise<StoredSubmission>}
     */
    save(submission) {
      return /** @type {Promise<StoredSubmission>} */ (enqueue(submission));
    },
    /**
     * @param {SpamReason} reason
     * @returns {Promise<void>}
     */
    async countSpam(reason) {
      await enqueue(reason);
    },
    /** Commits whatever is queued now (on shutdown). */
    flush,
  };
}

/**
 * The stored leads, oldest first: by default those that are not quarantined, with
 * `quarantined: true` only the quarantined ones.
 * @param {SqliteDatabase} db
 * @param {{ kind?: string; since?: string; quarantined?: boolean }} [filter]
 * @returns {Record<string, string | number | null>[]}
 */
export function listLeads(db, { kind, since, quarantined = false } = {}) {
  const where = [`quarantined = ${quarantined ? 1 : 0}`];
  /** @type {Record<string, string>} */
  const params = {};
  if (kind) {
    where.push('kind = @kind');
    params.kind = kind;
  }
  if (since) {
    where.push('received_at >= @since');
    params.since = since;
  }
  return /** @type {Record<string, string | number | null>[]} */ (
    db
      .prepare(
        `SELECT ${LEAD_COLUMNS.join(', ')} FROM submissions
         WHERE ${where.join(' AND ')} ORDER BY id`,
      )
      .all(params)
  );
}

/**
 * What `npm run leads -- --stats` prints: leads per kind, the quarantined ones and spam per
 * reason. Never served over HTTP: no answer may reveal how many leads exist.
 * @param {SqliteDatabase} db
 */
export function leadStats(db) {
  const kinds = /** @type {{ kind: string; n: number }[]} */ (
    db
      .prepare('SELECT kind, count(*) AS n FROM submissions WHERE quarantined = 0 GROUP BY kind')
      .all()
  );
  const quarantined = /** @type {{ n: number }} */ (
    db.prepare('SELECT count(*) AS n FROM submissions WHERE quarantined = 1').get()
  ).n;
  const spam = /** @type {{ reason: string; count: number; last_at: string }[]} */ (
    db.prepare('SELECT reason, count, last_at FROM spam_counts ORDER BY reason').all()
  );
  return {
    leads: Object.fromEntries(kinds.map(({ kind, n }) => [kind, n])),
    quarantined,
    spam: Object.fromEntries(spam.map(({ reason, count }) => [reason, count])),
    lastSpamAt:
      spam
        .map((row) => row.last_at)
        .sort()
        .at(-1) ?? null,
  };
}
