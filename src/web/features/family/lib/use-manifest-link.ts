/**
 * Links the portal's web app manifest while a portal page is shown, so that a guardian can add
 * the portal to the home screen; the rest of the site names no manifest.
 */
import { useEffect } from 'react';

export function useManifestLink(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/family.webmanifest';
    document.head.append(link);
    return () => link.remove();
  }, []);
}
