-- The leads, their deliveries and the spam counts (docs/mail-list-service.md#storage).

-- One row per accepted submission. A quarantined one (sent faster than a person fills a form)
-- is kept apart and never delivered (docs/lead-delivery.md#quarantine).
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('newsletter', 'contact', 'chat')),
  received_at TEXT NOT NULL,
  quarantined INTEGER NOT NULL DEFAULT 0,
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
  message TEXT,
  source_page TEXT,
  source_landing TEXT,
  source_referrer TEXT,
  source_utm_source TEXT,
  source_utm_medium TEXT,
  source_utm_campaign TEXT,
  source_utm_term TEXT,
  source_utm_content TEXT
);
-- A newsletter address is stored once, whatever its case; a quarantined signup must not hide
-- a later genuine one.
CREATE UNIQUE INDEX leads_newsletter_email ON leads (email_key)
  WHERE kind = 'newsletter' AND quarantined = 0;
CREATE INDEX leads_email_key ON leads (email_key);
CREATE INDEX leads_received_at ON leads (received_at);

-- One row per lead and configured channel, written in the same batch as the lead. 'dead' is
-- the dead letter: the last attempt failed, last_error says why (docs/lead-delivery.md#outbox).
CREATE TABLE outbox (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- When the row is next due (ms since the epoch): the sweep re-enqueues a pending row only
  -- once this is a grace period in the past.
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  PRIMARY KEY (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);

-- Honeypot hits are counted, not stored.
CREATE TABLE spam_counts (
  reason TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  last_at TEXT NOT NULL
);

-- One row of housekeeping state: whether the storage bound is reached (new leads are then
-- refused by the trigger below, answered 507) and when retention last ran.
CREATE TABLE housekeeping (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  storage_full INTEGER NOT NULL DEFAULT 0,
  retention_ran_at TEXT
);
INSERT INTO housekeeping (id) VALUES (1);

CREATE TRIGGER leads_storage_bound BEFORE INSERT ON leads
  WHEN (SELECT storage_full FROM housekeeping WHERE id = 1) = 1
BEGIN
  SELECT RAISE(ABORT, 'storage_full');
END;
