import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueWrite } from "./call-kinds.ts"
import { Id } from "../common.ts"
import { InboxMessage, MessageFilter } from "../contact-inbox.ts"
import { AdminCoupon, CouponCodeText, CouponInput } from "../coupon.ts"
import { Dashboard } from "../dashboard.ts"
import { AdminSettings } from "../order-limits.ts"
import { AdminAuth, SupportAuth } from "./auth.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { pagingParams, successTrue } from "./params.ts"

// Issue 20 items 5 to 7 (docs/decisions/040-coupons-messages-dashboard.md): coupons and the
// dashboard are the shop's (an admin's), the contact messages inbox is support's.

const CouponAnswer = Schema.Struct({ success: successTrue, coupon: AdminCoupon })

export const CouponAdminGroup = HttpApiGroup.make("couponAdmin")
  .add(
    // Every coupon, ended ones too, the newest first, each with its uses so far.
    HttpApiEndpoint.get("list", "/admin/coupons")
      .addSuccess(Schema.Struct({ success: successTrue, coupons: Schema.Array(AdminCoupon) }))
  )
  .add(
    // A new code; 409 when the code is taken.
    HttpApiEndpoint.post("create", "/admin/coupons").annotate(CatalogueWrite, true)
      .setPayload(CouponInput)
      .addSuccess(CouponAnswer, { status: 201 })
      .addError(BadRequest).addError(Conflict)
  )
  .add(
    // The code names the coupon and stays; its rules change (orders already placed keep their discount).
    HttpApiEndpoint.put("update", "/admin/coupons/:code").annotate(CatalogueWrite, true)
      .setPath(Schema.Struct({ code: CouponCodeText }))
      .setPayload(CouponInput)
      .addSuccess(CouponAnswer)
      .addError(BadRequest).addError(NotFound)
  )
  .add(
    // Ends a coupon now: inactive, and its last day yesterday at the latest (India's). Orders keep it.
    HttpApiEndpoint.post("end", "/admin/coupons/:code/end").annotate(CatalogueWrite, true)
      .setPath(Schema.Struct({ code: CouponCodeText }))
      .addSuccess(CouponAnswer)
      .addError(NotFound)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(AdminAuth)

const MESSAGES_MAX = 100

export const MessageAdminGroup = HttpApiGroup.make("messageAdmin")
  .add(
    // The inbox, newest first, by filter; with how many are unread and open, for the menu.
    HttpApiEndpoint.get("list", "/admin/messages")
      .setUrlParams(Schema.Struct({ ...pagingParams(MESSAGES_MAX), filter: Schema.optional(MessageFilter) }))
      .addSuccess(Schema.Struct({
        success: successTrue, messages: Schema.Array(InboxMessage), page: Schema.Number, limit: Schema.Number, total: Schema.Number,
        unread: Schema.Number, open: Schema.Number
      }))
  )
  .add(
    // Opens one: the first opening marks it read.
    HttpApiEndpoint.get("open", "/admin/messages/:id")
      .setPath(Schema.Struct({ id: Id }))
      .addSuccess(Schema.Struct({ success: successTrue, message: InboxMessage }))
      .addError(NotFound)
  )
  .add(
    // Marks it handled (or open again).
    HttpApiEndpoint.put("handled", "/admin/messages/:id")
      .setPath(Schema.Struct({ id: Id }))
      .setPayload(Schema.Struct({ handled: Schema.Boolean }))
      .addSuccess(Schema.Struct({ success: successTrue, message: InboxMessage }))
      .addError(NotFound).addError(BadRequest)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(SupportAuth)

export const DashboardGroup = HttpApiGroup.make("dashboard")
  .add(HttpApiEndpoint.get("get", "/admin/dashboard").addSuccess(Schema.Struct({ success: successTrue, dashboard: Dashboard })))
  .addError(Unauthorized).addError(Forbidden)
  .middleware(AdminAuth)

// The admin's settings (apart from the public settings group, so the storefront's scripts do not
// carry them): the public ones and (issue 32) the limits of orders and money only the back
// office reads (domain/order-limits.ts).
export const SettingsAdminGroup = HttpApiGroup.make("settingsAdmin")
  .add(
    HttpApiEndpoint.get("get", "/admin/settings")
      .addSuccess(Schema.Struct({ success: successTrue, settings: AdminSettings }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.put("update", "/settings").annotate(CatalogueWrite, true)
      .setPayload(AdminSettings)
      .addSuccess(Schema.Struct({ success: successTrue, settings: AdminSettings }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(AdminAuth)
