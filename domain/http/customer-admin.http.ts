import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id } from "../common.ts"
import { BlockChange, CustomerDetail, CustomerSearchParams, CustomerSummary, WalletAdjustment } from "../support-admin.ts"
import { SupportAuth } from "./auth.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, OwnAccountRefused, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

const CustomerPath = Schema.Struct({ clientId: Id })
const OneCustomer = Schema.Struct({ success: successTrue, detail: CustomerDetail })

// Issue 20 item 4 (ADR 039): support's customers: found by name, mobile or e-mail; one customer's
// orders, addresses and wallet; a credit or debit of the wallet with a reason; blocking.
export const CustomerAdminGroup = HttpApiGroup.make("customerAdmin")
  .add(
    HttpApiEndpoint.get("list", "/admin/customers")
      .setUrlParams(CustomerSearchParams)
      .addSuccess(Schema.Struct({ success: successTrue, customers: Schema.Array(CustomerSummary), page: Schema.Number, limit: Schema.Number, total: Schema.Number }))
  )
  .add(
    HttpApiEndpoint.get("one", "/admin/customers/:clientId")
      .setPath(CustomerPath)
      .addSuccess(OneCustomer)
      .addError(NotFound)
  )
  .add(
    // A credit or a debit (never below zero), an event of the wallet with its reason and who made it.
    // Issue 32: never one's own wallet; a credit over the staff member's daily cap waits for a
    // second admin (`awaitingApproval`, and the request in the detail's creditRequests).
    HttpApiEndpoint.post("adjustWallet", "/admin/customers/:clientId/wallet")
      .setPath(CustomerPath)
      .setPayload(WalletAdjustment)
      .addSuccess(Schema.Struct({
        success: successTrue,
        detail: CustomerDetail,
        awaitingApproval: Schema.optionalWith(Schema.Boolean, { default: () => false })
      }), { status: 201 })
      .addError(NotFound).addError(Conflict).addError(BadRequest).addError(OwnAccountRefused)
  )
  .add(
    // Blocking ends the customer's sessions; a staff member is not blocked here.
    HttpApiEndpoint.put("block", "/admin/customers/:clientId/block")
      .setPath(CustomerPath)
      .setPayload(BlockChange)
      .addSuccess(OneCustomer)
      .addError(NotFound).addError(Conflict).addError(BadRequest)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(SupportAuth)
