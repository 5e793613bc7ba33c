import { type RefObject, useEffect, useState } from 'react';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import type { ProfileErrors } from './profile-fields.tsx';

/** The profile fields' refusals; when they change, the first refused field of `form` takes the focus. */
export function useProfileErrors(form: RefObject<HTMLFormElement | null>) {
  const [profileErrors, setProfileErrors] = useState<ProfileErrors>({});
  useEffect(() => {
    if (Object.keys(profileErrors).length > 0) focusFirstInvalid(form.current);
  }, [profileErrors, form]);
  return [profileErrors, setProfileErrors] as const;
}
