-- Staff roles (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): besides customers and
-- admins, catalogue editors and support staff, each working in some areas of the back office
-- (domain/staff.ts). An admin gives a client a role; the server checks it on every admin call.
ALTER TABLE clients DROP CONSTRAINT IF EXISTS clients_role_check;
ALTER TABLE clients ADD CONSTRAINT clients_role_check CHECK (role IN ('customer', 'admin', 'catalogue', 'support'));
