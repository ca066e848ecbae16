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

/** The columns of a lead, in export order. */
export const LEAD_COLUMNS = /** @type {const} */ ([
  'id',
  'kind',
  'received_at',
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

const PAYLOAD_COLUMNS = [
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
];

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
];

/**
 * @typedef {import('better-sqlite3').Database} SqliteDatabase
 * @typedef {{ kind: 'newsletter' | 'contact' | 'chat'; data: Record<string, string | undefined> }} Submission
 * @typedef {{ id: number; receivedAt: string; duplicate: boolean }} StoredSubmission
 */

/**
 * Opens (creating if needed) the database and brings its schema up to date.
 * @param {string} file
 * @returns {SqliteDatabase}
 */
export function openDatabase(file) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const version = Number(db.pragma('user_version', { simple: true }));
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(/** @type {string} */ (MIGRATIONS[v]));
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return db;
}

/** Deletes a database with its WAL and shared-memory files (for a fresh test run). */
/** @param {string} file */
export function removeDatabase(file) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Synchronous inserts; `insertBatch` commits a whole batch in one transaction.
 * @param {SqliteDatabase} db
 */
export function createStore(db) {
  const insert = db.prepare(
    `INSERT INTO submissions (kind, received_at, email_key, ${PAYLOAD_COLUMNS.join(', ')})
     VALUES (@kind, @received_at, @email_key, ${PAYLOAD_COLUMNS.map((c) => `@${c}`).join(', ')})
     ON CONFLICT DO NOTHING
     RETURNING id, received_at`,
  );
  const findNewsletter = db.prepare(
    `SELECT id, received_at FROM submissions WHERE kind = 'newsletter' AND email_key = ?`,
  );

  /**
   * @param {Submission} submission
   * @param {string} receivedAt
   * @returns {StoredSubmission}
   */
  function insertOne({ kind, data }, receivedAt) {
    /** @type {Record<string, string | null>} */
    const row = { kind, received_at: receivedAt, email_key: String(data.email).toLowerCase() };
    for (const column of PAYLOAD_COLUMNS) row[column] = data[column] ?? null;
    const inserted = /** @type {{ id: number; received_at: string } | undefined} */ (
      insert.get(row)
    );
    if (inserted) return { id: inserted.id, receivedAt: inserted.received_at, duplicate: false };
    // Only the newsletter index can conflict: the address is already stored.
    const existing = /** @type {{ id: number; received_at: string }} */ (
      findNewsletter.get(row.email_key)
    );
    return { id: existing.id, receivedAt: existing.received_at, duplicate: true };
  }

  const insertBatch = db.transaction(
    /** @param {{ submission: Submission; receivedAt: string }[]} batch */
    (batch) => batch.map(({ submission, receivedAt }) => insertOne(submission, receivedAt)),
  );

  return { insertBatch };
}

/**
 * Group commit: `save` queues a submission; everything queued in one event-loop turn is
 * committed together, then every promise of the batch settles (all resolve, or all reject
 * when the transaction fails, since then none of them is stored).
 * @param {SqliteDatabase} db
 */
export function createWriter(db) {
  const store = createStore(db);
  /** @type {{ submission: Submission; receivedAt: string; resolve: (s: StoredSubmission) => void; reject: (e: unknown) => void }[]} */
  let queue = [];

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
    batch.forEach((item, i) => item.resolve(/** @type {StoredSubmission} */ (results[i])));
  }

  return {
    /**
     * @param {Submission} submission
     * @returns {Promise<StoredSubmission>}
     */
    save(submission) {
      return new Promise((resolve, reject) => {
        queue.push({ submission, receivedAt: new Date().toISOString(), resolve, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
    /** Commits whatever is queued now (on shutdown). */
    flush,
  };
}

/**
 * @param {SqliteDatabase} db
 * @param {{ kind?: string; since?: string }} [filter]
 * @returns {Record<string, string | number | null>[]}
 */
export function listLeads(db, { kind, since } = {}) {
  const where = [];
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
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      )
      .all(params)
  );
}
