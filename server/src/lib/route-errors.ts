import { ZErrorBody } from '@intel/contracts';

type ErrorAnswers<C extends number> = { [K in C]: typeof ZErrorBody };

/** The error answers (DESIGN §5 body) a route documents, for the codes it can give. */
export function errorsFor<C extends number>(...codes: C[]): ErrorAnswers<C> {
  return Object.fromEntries(codes.map((c) => [c, ZErrorBody])) as ErrorAnswers<C>;
}

/** The error answers of a record's routes: bad input, not logged in, not allowed, not found, conflict. */
export const ERRORS = errorsFor(400, 401, 403, 404, 409);
