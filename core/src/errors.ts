/** The one error shape every API answer uses. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  /** A staff route without a live staff session: prove the second factor (again). */
  | 'factor_required'
  /** Money, exports, erasure or a bank detail, and the second factor is older than five minutes. */
  | 'recent_factor_required'
  | 'not_found'
  | 'expired'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'rate_limited'
  | 'locked'
  | 'payment_failed'
  | 'internal';
