import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AUDIT_LIMITS, AuditEntry } from "../audit.ts"
import { Id } from "../common.ts"
import { Mobile, Role } from "../order.ts"
import { AdminAuth } from "./auth.http.ts"
import { CreditDecision, WalletCreditRequest } from "../support-admin.ts"
import { BadRequest, Conflict, Forbidden, NotFound, OwnAccountRefused, Unauthorized } from "./errors.ts"
import { pagingParams, successTrue } from "./params.ts"

// Staff roles and the audit log (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): an
// admin gives a registered client a role (admin, catalogue editor, support) or takes it back, and
// reads every staff write with who, when and what changed; and (issue 32) approves or rejects the
// wallet credits over a staff member's daily cap. The shop's own area: admins only.

/** A member of the shop's staff as the staff screen lists them. */
export const StaffMember = Schema.Struct({ _id: Id, Name: Schema.String, Mobile, role: Role })
export type StaffMember = typeof StaffMember.Type

const StaffAnswer = Schema.Struct({ success: successTrue, staff: Schema.Array(StaffMember) })

export const StaffGroup = HttpApiGroup.make("staff")
  .add(HttpApiEndpoint.get("list", "/admin/staff").addSuccess(StaffAnswer).addError(Unauthorized).addError(Forbidden))
  .add(
    // Gives the client registered with the mobile number a role ("customer" takes a staff role back);
    // an admin may not change their own role (the shop keeps an admin).
    HttpApiEndpoint.put("setRole", "/admin/staff")
      .setPayload(Schema.Struct({ Mobile, role: Role }))
      .addSuccess(StaffAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(NotFound).addError(Conflict)
  )
  .add(
    // Staff writes, newest first, each with its changes; `actor` narrows to one staff member.
    HttpApiEndpoint.get("audit", "/admin/audit")
      .setUrlParams(Schema.Struct({ ...pagingParams(AUDIT_LIMITS.max), actor: Schema.optional(Id) }))
      .addSuccess(Schema.Struct({ success: successTrue, entries: Schema.Array(AuditEntry), page: Schema.Number, limit: Schema.Number, total: Schema.Number }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    // Issue 32: the wallet credits over a staff member's daily cap, waiting for a second admin, oldest first.
    HttpApiEndpoint.get("creditRequests", "/admin/wallet-credits")
      .addSuccess(Schema.Struct({ success: successTrue, requests: Schema.Array(WalletCreditRequest) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    // Issue 32: an admin other than the one who asked (and not the customer) approves it, making the credit, or rejects it.
    HttpApiEndpoint.put("decideCredit", "/admin/wallet-credits/:requestId")
      .setPath(Schema.Struct({ requestId: Id }))
      .setPayload(CreditDecision)
      .addSuccess(Schema.Struct({ success: successTrue, request: WalletCreditRequest }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(NotFound).addError(Conflict).addError(OwnAccountRefused)
  )
  .middleware(AdminAuth)
