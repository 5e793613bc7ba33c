/**
 * What the last try came to, under its button: a success said politely (role="status"), a
 * failure at once (role="alert"). Both paragraphs stay in the page, empty until there is an
 * answer, so a screen reader is already listening when the first one comes.
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
