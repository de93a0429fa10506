import type { FieldValidationResult } from '@shop/validators';

/** The state a form field tracks (spec section 4). */
export type FieldState = {
  /** Left (blurred) at least once. */
  touched: boolean;
  /** The value differs from the initial value. */
  dirty: boolean;
  /** The last validation passed. */
  valid: boolean;
  /** An async rule is running. */
  pending: boolean;
  /** Validated at least once. */
  validated: boolean;
  /** Messages of the failed rules (first one shown). */
  errors: string[];
  /** The first message, or null. */
  error: string | null;
};

/** A field nobody has touched. */
export const INITIAL_FIELD_STATE: FieldState = { touched: false, dirty: false, valid: false, pending: false, validated: false, errors: [], error: null };

/**
 * The field after its value changed.
 * @param state Current state.
 * @param dirty Whether the value now differs from the initial one.
 * @returns The next state.
 */
export function fieldChanged(state: FieldState, dirty: boolean): FieldState {
  return state.dirty === dirty ? state : { ...state, dirty };
}

/**
 * The field after it lost focus.
 * @param state Current state.
 * @returns The next state.
 */
export function fieldBlurred(state: FieldState): FieldState {
  return state.touched ? state : { ...state, touched: true };
}

/**
 * The field while an async validation runs.
 * @param state Current state.
 * @returns The next state.
 */
export function fieldPending(state: FieldState): FieldState {
  return { ...state, pending: true };
}

/**
 * The field after a validation finished.
 * @param state Current state.
 * @param result The validation result.
 * @returns The next state.
 */
export function fieldValidated(state: FieldState, result: FieldValidationResult): FieldState {
  return { ...state, pending: false, validated: true, valid: result.valid, errors: result.errors, error: result.errors[0] ?? null };
}
