-- A number's own sign-in codes (issue 34, docs/decisions/044-own-codes-and-look-alikes.md): a code
-- asked for by a device known to the number (a device cookie signed at an earlier sign-in) is
-- counted against the number's reserve, apart from the codes anyone else asks for. Rows written
-- before are no known device's.
ALTER TABLE otp_codes ADD COLUMN known_device boolean NOT NULL DEFAULT false;
