/** Reading the `{ error: { code, message } }` answer every refusal gives. */
type Answer = { statusCode: number; json(): unknown };

/** The refusal's `{ code, message }`. */
export const errorOf = (response: Pick<Answer, 'json'>) =>
  (response.json() as { error: { code: string; message: string } }).error;

/** A refusal as `[status, code]`. */
export const statusAndCode = (response: Answer) => [response.statusCode, errorOf(response).code];
