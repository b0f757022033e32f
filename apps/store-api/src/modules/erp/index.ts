export { articleInformation, seesPrices } from './article-information.service.ts';
export { type BmecatImportOptions, type BmecatOutcome, importBmecat } from './bmecat/bmecat-import.ts';
export { builtInErp } from './builtin-erp.ts';
export { answerBuiltInErpOfferRequests, builtInErpOfferIntake } from './builtin-offer-flow.ts';
export {
  advanceBuiltInErpOrders,
  type BuiltInErpOptions,
  builtInErpIntake,
  startBuiltInErpSteps,
} from './builtin-order-flow.ts';
export { refreshStockFigures } from './builtin-stock.ts';
export {
  costNames,
  type DocumentCustomer,
  deliveryProofPdf,
  documentLanguageOf,
  invoicePdf,
  offerPdf,
  orderConfirmationPdf,
} from './document-pdf.ts';
export { erpRoutes } from './erp.routes.ts';
export { documentMaxBytes, storeErpDocument } from './erp-document-import.ts';
export { erpHistoryRoutes } from './erp-history.routes.ts';
export { erpOrderDetail, offerDetail } from './erp-history.service.ts';
export { articleChangeTimes, erpImports, type ImportKind } from './erp-import.ts';
export { firm } from './firm.ts';
export {
  checkRows,
  type ImportContext,
  outcome,
  recordVersions,
  refuseBatchIfAny,
  withoutStale,
} from './import-rows.ts';
export { invoiceAmounts } from './invoice-amounts.ts';
export {
  type OfferAnswer,
  offersAnsweringRequests,
  offersAnsweringRequestsChannel,
  requestAnsweredBy,
} from './offer-requests.ts';
export {
  type OfferStanding,
  offeredPrices,
  offerLineKey,
  offerWithStanding,
  recordOfferDecision,
} from './offer-terms.ts';
