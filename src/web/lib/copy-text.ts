/**
 * Copies a text for the person to paste elsewhere (a link into KakaoTalk, an address into a
 * calendar app). False where the page may not (a plain http address, an old browser): then the
 * box holding the text, when one is named, is focused and selected so it can be copied by hand.
 */
export async function copyText(text: string, boxId?: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const box = boxId
      ? (document.getElementById(boxId) as HTMLInputElement | HTMLTextAreaElement | null)
      : null;
    box?.focus();
    box?.select();
    return false;
  }
}
