import { OpenApi } from "@effect/platform"
import { StaffGroup } from "./staff.http.ts"
import { ReviewAdminGroup, ReviewCustomerGroup, ReviewGroup } from "./review.http.ts"
import { DeliveryAdminGroup, DeliveryGroup } from "./delivery.http.ts"
import { BrandAdminGroup, BrandGroup } from "./brand.http.ts"
import {
  CategoryGroup,
  CategoryTagGroup,
  SliderGroup,
  SubCategoryGroup,
  SuperCategoryAdminGroup,
  SuperCategoryGroup
} from "./catalogue.http.ts"
import { CategoryAdminGroup, CategoryTagAdminGroup, SliderAdminGroup, SubCategoryAdminGroup } from "./catalogue-admin.http.ts"
import { ClientGroup, SessionGroup, SmsGroup } from "./client.http.ts"
import { StockAlertGroup } from "./stock-alert.http.ts"
import { SearchAdminGroup, SearchGroup } from "./search.http.ts"
import { CouponAdminGroup, DashboardGroup, MessageAdminGroup, SettingsAdminGroup } from "./shop-admin.http.ts"
import { contractOf } from "./contract.ts"
import { OrderGroup } from "./order.http.ts"
import { OrderAdminGroup } from "./order-admin.http.ts"
import { PaymentWebhookGroup } from "./payment.http.ts"
import { ProductAdminGroup } from "./product-admin.http.ts"
import { ProductCsvGroup } from "./product-csv.http.ts"
import { ReturnsAdminGroup, ReturnsGroup } from "./returns.http.ts"
import { CustomerAdminGroup } from "./customer-admin.http.ts"
import { ProductGroup } from "./product.http.ts"
import { BlogGroup, ContactGroup, CouponGroup, OfferGroup, SettingsGroup, WishlistGroup } from "./shop.http.ts"
import { MyOffersGroup } from "./my-offers.http.ts"
import { LiveGroup } from "./live.http.ts"

/**
 * The whole HTTP contract (STYLE §2): every call of §7 with its exact path, method and response
 * keys, and the calls the later features need, all under /api/v1. The server implements it and the
 * browser's client is derived from it. Any call may answer 503 when the database is unreachable.
 */
export const BazaarApi = contractOf(
  SuperCategoryGroup,
  SuperCategoryAdminGroup,
  CategoryGroup,
  SubCategoryGroup,
  CategoryTagGroup,
  SliderGroup,
  CategoryAdminGroup,
  SubCategoryAdminGroup,
  CategoryTagAdminGroup,
  SliderAdminGroup,
  ProductGroup,
  ProductAdminGroup,
  ProductCsvGroup,
  BrandGroup,
  BrandAdminGroup,
  OrderGroup,
  OrderAdminGroup,
  PaymentWebhookGroup,
  ReturnsGroup,
  ReturnsAdminGroup,
  CustomerAdminGroup,
  ClientGroup,
  SmsGroup,
  SessionGroup,
  WishlistGroup,
  BlogGroup,
  CouponGroup,
  OfferGroup,
  MyOffersGroup,
  DeliveryGroup,
  DeliveryAdminGroup,
  ReviewGroup,
  ReviewCustomerGroup,
  ReviewAdminGroup,
  SettingsGroup,
  SettingsAdminGroup,
  ContactGroup,
  StockAlertGroup,
  SearchGroup,
  SearchAdminGroup,
  StaffGroup,
  CouponAdminGroup,
  MessageAdminGroup,
  DashboardGroup,
  LiveGroup
).annotate(OpenApi.Title, "Bazaar API")
