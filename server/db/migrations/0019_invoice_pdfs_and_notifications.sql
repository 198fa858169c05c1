-- An issued invoice's PDF, kept once drawn (issue 19 item 6, ADR 027): drawing one embeds a font
-- subset and takes tens of milliseconds of the server's one thread, so a second download of the
-- same invoice is served from here. `pdf_key` names what the kept copy shows that can still change
-- (the order cancelled or not, its payment status); a copy drawn for another key is drawn again.
ALTER TABLE invoices ADD COLUMN pdf bytea, ADD COLUMN pdf_key text;

-- The offers (coupons) and delivery zones are public answers the server keeps (ADR 022): a change
-- to either tells every server process, like the rest of the catalogue (migration 0012).
CREATE TRIGGER coupons_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER delivery_zones_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_zones FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
