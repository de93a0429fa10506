import type * as v from 'valibot';
import type { ServerErrorCode } from '../errors/vocabulary.ts';

/** HTTP methods of the contracts. */
export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any valibot schema. */
export type AnySchema = v.GenericSchema;

/** Who may call an endpoint: everyone, or members only (401 `UNAUTHORIZED` without a token). */
export type ContractAccess = 'public' | 'member';

/**
 * Whose thing an endpoint acts on when its path, query or body names one (an id, an order code, a key): the caller's
 * own (`'owned'`: the API's ownership audit tries it with one member's thing as another member, a guest and a
 * visitor), or nobody's in particular, with the reason (`{ notOwned: 'public seller' }`). The audit fails for an
 * endpoint that names a thing without it.
 */
export type ContractOwnership = 'owned' | { readonly notOwned: string };

/** One endpoint: method, path (`:name` marks a parameter), the schemas of its input and answer, its error codes. */
export type Contract<
  TParams extends AnySchema | undefined = AnySchema | undefined,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TAnswer extends AnySchema = AnySchema,
  TMethod extends ContractMethod = ContractMethod,
  TPath extends string = string,
  TErrors extends ContractErrors = ContractErrors,
> = {
  /**
   * The endpoint, `'<METHOD> <path>'` (`'GET /api/seller/:id/items'`): its one name, made from its method and path,
   * which is what `callContract` names, and what tests and messages call it by.
   */
  readonly key: `${TMethod} ${TPath}`;
  readonly method: TMethod;
  /** Absolute path such as `/api/item/:itemUserCode`. */
  readonly path: TPath;
  readonly access: ContractAccess;
  /** Whose thing it acts on, for an endpoint that names one. */
  readonly ownership?: ContractOwnership;
  readonly params: TParams;
  readonly query: TQuery;
  readonly body: TBody;
  readonly answer: TAnswer;
  /** The error codes this endpoint answers besides `BAD_REQUEST` (their status and message: `API_ERRORS`, `SHELL_ERRORS`). */
  readonly errors: TErrors;
  /** A valid request, given the seeded rows it may name (the API's contract tests send it; every API endpoint has one). */
  readonly sample?: (seeded: SeededRows) => ContractSample<TParams, TQuery, TBody>;
};

/**
 * A valid request of an endpoint, typed by the contract's own input, and whether it is sent with a member's token.
 * The API's contract tests send it and derive the refused variants from it; it may answer one of the contract's
 * errors (an order code no order has) when a success would need data a sample cannot hold.
 */
export type ContractSample<TParams, TQuery, TBody> = { params?: In<TParams>; query?: In<TQuery>; body?: In<TBody>; member?: boolean };

/** Rows of the seeded demo database a sample may name (the API's contract tests read them before sending samples). */
export type SeededRows = {
  itemId: number;
  itemUserCode: string;
  brandId: number;
  sellerId: number;
  eventId: number;
  popupId: number | undefined;
  reviewId: number;
  couponId: number;
};

/** A contract's error codes: codes of the vocabulary (`src/errors/`), so an unknown code does not compile. */
export type ContractErrors = readonly ServerErrorCode[];

/** What `defineContract` takes; all but `method`, `path` and `answer` may be left out. */
export type ContractInit<
  TParams extends AnySchema | undefined,
  TQuery extends AnySchema | undefined,
  TBody extends AnySchema | undefined,
  TAnswer extends AnySchema,
  TMethod extends ContractMethod = ContractMethod,
  TPath extends string = string,
  TErrors extends ContractErrors = ContractErrors,
> = {
  method: TMethod;
  path: TPath;
  access?: ContractAccess;
  ownership?: ContractOwnership;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  answer: TAnswer;
  errors?: TErrors;
  /** A valid request: the sample itself, or made from the seeded rows it names. */
  sample?: NoInfer<ContractSample<TParams, TQuery, TBody> | ((seeded: SeededRows) => ContractSample<TParams, TQuery, TBody>)>;
};

const NO_ERRORS: readonly [] = [];

type In<T> = T extends AnySchema ? v.InferInput<T> : never;
type Out<T> = T extends AnySchema ? v.InferOutput<T> : never;

/** A contract's `sample` as a function of the seeded rows (a sample that names none is returned as it is). */
function sampleFunction<S extends object>(sample: S | ((seeded: SeededRows) => S) | undefined): ((seeded: SeededRows) => S) | undefined {
  if (sample === undefined) return undefined;
  // A sample is a plain object of request parts, never a function, so `typeof` tells the two forms apart.
  return typeof sample === 'function' ? (sample as (seeded: SeededRows) => S) : () => sample;
}

/** Every object `defineContract` made: how a module's exports are told apart from its schemas and helpers. */
const DEFINED = new WeakSet<object>();

/**
 * Whether a value is a contract made by `defineContract` (not a schema, a list or a helper a contract file also exports).
 * @param value Any export of a contract file.
 * @returns True for a contract.
 */
export function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && DEFINED.has(value);
}

/**
 * Describes one endpoint. The API registers its route from it and api-client builds its call from it.
 * @param init Method, path, schemas and error codes.
 * @returns The contract (schemas left out are `undefined`), named by its `key`, `'<METHOD> <path>'`.
 * @example
 * export const getCartCount = defineContract({ method: 'GET', path: '/api/cart/count',
 *   answer: v.object({ totalQuantity: v.number() }) });
 */
export function defineContract<
  TAnswer extends AnySchema,
  const TMethod extends ContractMethod,
  const TPath extends string,
  TParams extends AnySchema | undefined = undefined,
  TQuery extends AnySchema | undefined = undefined,
  TBody extends AnySchema | undefined = undefined,
  const TErrors extends ContractErrors = readonly [],
>(init: ContractInit<TParams, TQuery, TBody, TAnswer, TMethod, TPath, TErrors>): Contract<TParams, TQuery, TBody, TAnswer, TMethod, TPath, TErrors> {
  const contract = {
    key: `${init.method} ${init.path}` as const,
    method: init.method,
    path: init.path,
    access: init.access ?? 'public',
    ownership: init.ownership,
    params: init.params as TParams,
    query: init.query as TQuery,
    body: init.body as TBody,
    answer: init.answer,
    // Without `errors`, TErrors is its default `readonly []`.
    errors: (init.errors ?? NO_ERRORS) as TErrors,
    sample: sampleFunction<ContractSample<TParams, TQuery, TBody>>(init.sample),
  };
  DEFINED.add(contract);
  return contract;
}

/** The answer type of a contract. */
export type AnswerOf<C extends Contract> = Out<C['answer']>;
/** The body type a caller sends. */
export type BodyOf<C extends Contract> = In<C['body']>;
/** The query type a caller sends (defaults may be left out). */
export type QueryOf<C extends Contract> = In<C['query']>;
/** The path parameters a caller sends. */
export type ParamsOf<C extends Contract> = In<C['params']>;
/** The codes a contract names in its `errors`. */
export type ErrorsOf<C extends Contract> = C['errors'][number];
/** The parsed input a handler gets. */
export type ParsedInput<C extends Contract> = { params: Out<C['params']>; query: Out<C['query']>; body: Out<C['body']> };
