/** The board failed to render: say so in Korean and offer a retry, leaving the page usable. */
export function gridFallback(retry: () => void) {
  return (
    <div role="alert">
      <p>예약 현황을 표시하지 못했습니다.</p>
      <button type="button" className="button" onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}
