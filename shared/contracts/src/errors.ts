/** SPEC §8: every error answer has this one shape. */
export interface ApiErrorBody {
  error: string;
  details?: string;
  missingFields?: string[];
}
