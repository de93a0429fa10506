import * as v from 'valibot';
import { businessNumber, field, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, text, userInput, writtenText } from '../define/fields.ts';
import { uploadFiles } from '../define/upload-fields.ts';
import { CS_INPUT_MESSAGES as IM, CS_LABELS as L } from '../messages/cs.ko.ts';
import { BusinessOrdersSchema, BusinessStatusSchema, TaxInvoiceSchema } from '../wire/cs.ts';

const MEMBER_ERRORS = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;

/** `GET /api/business/status`: the member's business application (NONE when there is none). */
export const getBusinessStatusContract = defineContract({
  method: 'GET',
  path: '/api/business/status',
  access: 'member',
  answer: BusinessStatusSchema,
  errors: MEMBER_ERRORS,
  sample: { member: true },
});

/** Body of `POST /api/business/apply` (multipart, the licence is one jpg/png/pdf of at most 10 MB). */
const BusinessApplyBodySchema = fields({
  companyName: writtenText(50),
  representativeName: writtenText(30),
  businessNumber: userInput(field(required(), businessNumber()), VALIDATION_MESSAGES.required),
  businessType: writtenText(30),
  businessItem: writtenText(30),
  licence: v.pipe(uploadFiles(L.licence), v.minLength(1, IM.licenceRequired)),
});
export type BusinessApplyInput = v.InferInput<typeof BusinessApplyBodySchema>;

/** `POST /api/business/apply`: applies (again, after a refusal) as a business member; an operator decides. */
export const applyBusinessContract = defineContract({
  method: 'POST',
  path: '/api/business/apply',
  access: 'member',
  body: BusinessApplyBodySchema,
  answer: BusinessStatusSchema,
  errors: [...MEMBER_ERRORS, 'BUSINESS_ALREADY_APPLIED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

/** `GET /api/business/orders`: the business member's paid orders with their tax invoice requests (and items to reorder). */
export const getBusinessOrdersContract = defineContract({
  method: 'GET',
  path: '/api/business/orders',
  access: 'member',
  answer: BusinessOrdersSchema,
  errors: [...MEMBER_ERRORS, 'BUSINESS_ONLY'],
  sample: { member: true },
});

/** `POST /api/business/tax-invoice`: requests a 세금계산서 for one paid order (once). */
export const requestTaxInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/business/tax-invoice',
  access: 'member',
  body: fields({
    orderCode: text({ label: L.orderCode }, { min: 1, max: 40 }),
    email: v.pipe(writtenText(100), v.email(IM.email)),
  }),
  answer: TaxInvoiceSchema,
  errors: [...MEMBER_ERRORS, 'BUSINESS_ONLY', 'ORDER_NOT_FOUND', 'ORDER_NOT_PAID', 'TAX_INVOICE_EXISTS'],
  ownership: { notOwned: 'business-routes.test.ts: another member\'s order is refused' },
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', email: 'kim@example.com' } },
});

