/** An error the API answers with its status and message (DESIGN §5 shape). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;

  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) => new HttpError(400, detail, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, errors?: Record<string, string[]>) => new HttpError(409, detail, errors);
export const tooManyRequests = (detail: string) => new HttpError(429, detail);
