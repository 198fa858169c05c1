-- Customers and sign-in: clients and their addresses, one-time codes and their limits, sessions,
-- and the local SMS outbox (docs/decisions/006-sign-in.md). All sign-in state lives here, never
-- in a server's memory, so two server processes agree. Plain PostgreSQL 15.

CREATE TABLE clients (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name            text NOT NULL,
  mobile          text NOT NULL UNIQUE CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  email           text NOT NULL DEFAULT '',
  wallet_balance  numeric(12, 2) NOT NULL DEFAULT 0 CHECK (wallet_balance >= 0),
  role            text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
  created_at      timestamptz NOT NULL
);
-- An e-mail address belongs to one client at most, whatever its case; many clients may have none.
CREATE UNIQUE INDEX clients_email_idx ON clients (lower(email)) WHERE email <> '';

CREATE TABLE addresses (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  client_id   text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name        text NOT NULL,
  mobile      text NOT NULL CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  h_no        text NOT NULL,
  street_det  text NOT NULL,
  land_mark   text NOT NULL DEFAULT '',
  area_det    text NOT NULL,
  city        text NOT NULL,
  state       text NOT NULL,
  pincode     text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  type        text NOT NULL CHECK (type IN ('Home', 'Work', 'Other')),
  created_at  timestamptz NOT NULL
);
CREATE INDEX addresses_client_idx ON addresses (client_id, created_at, id);

-- One row per number that ever asked for a code: its wrong tries and its lock. Sending and
-- checking take this row FOR UPDATE, so concurrent requests for one number are serialised.
CREATE TABLE otp_numbers (
  mobile           text PRIMARY KEY,
  failed_attempts  integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until     timestamptz
);

-- Every code sent: only its HMAC is kept. The rows are also the record the hourly limits count.
CREATE TABLE otp_codes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile       text NOT NULL,
  code_hash    text NOT NULL,
  ip           text NOT NULL,
  created_at   timestamptz NOT NULL,
  consumed_at  timestamptz
);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile, created_at DESC);
CREATE INDEX otp_codes_ip_idx ON otp_codes (ip, created_at DESC);

-- A session is known by the SHA-256 of its cookie's token: a leaked table opens no session.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  client_id   text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_client_idx ON sessions (client_id);

CREATE TABLE sms_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient   text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC);
