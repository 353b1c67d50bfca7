/**
 * Thrown for answers decided outside a handler (unknown endpoint, bad payload,
 * no session). The error handler turns it into the envelope with this status;
 * anything else thrown becomes a logged 500 with DEFAULT_FAILURE.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    msg: string,
    readonly output?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = () => new ApiError(401, 'not_logged_in');
export const unknownEndpoint = (name: string) => new ApiError(404, `Unknown endpoint: ${name}`);
