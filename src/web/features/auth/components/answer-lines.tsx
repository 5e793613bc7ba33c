/**
 * What the last try came to: a success said politely, a failure at once. Both paragraphs stay in
 * the page, empty until there is an answer, so a screen reader is listening when the first comes.
 */
export type Answer = { tone: 'success' | 'error'; text: string } | null;

export function AnswerLines({
  answer,
  successClass,
  errorClass,
}: {
  answer: Answer;
  successClass: string | undefined;
  errorClass: string | undefined;
}) {
  return (
    <>
      <p className={successClass} role="status">
        {answer?.tone === 'success' ? answer.text : null}
      </p>
      <p className={errorClass} role="alert">
        {answer?.tone === 'error' ? answer.text : null}
      </p>
    </>
  );
}
