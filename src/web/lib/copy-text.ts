/**
 * Copies a text for the person to paste elsewhere (a link into KakaoTalk, an address into a
 * calendar app). Without clipboard access (a plain http address, an old browser) the box
 * holding the text is focused and selected instead, so it can be copied by hand; the answer
 * says which happened.
 */
export async function copyText(text: string, boxId: string): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    const box = document.getElementById(boxId) as HTMLInputElement | HTMLTextAreaElement | null;
    box?.focus();
    box?.select();
    return 'selected';
  }
}
