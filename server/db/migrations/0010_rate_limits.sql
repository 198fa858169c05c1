-- Rate limits shared by every server process (issue 17, ADR 021): one row per key (who and what)
-- and fixed window, counted in the database's time. Old windows are deleted now and then.
CREATE TABLE rate_limits (
  key           text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
