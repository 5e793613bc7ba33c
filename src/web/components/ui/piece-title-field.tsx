/** 곡 이름: the name of a piece, typed for a student's repertoire or for a practice sitting. */
import { PIECE_TITLE_MAX } from '#shared/schemas/repertoire.ts';
import { TextField, type TextFieldProps } from './field.tsx';

export function PieceTitleField(props: Omit<TextFieldProps, 'label' | 'maxLength'>) {
  return <TextField label="곡 이름" maxLength={PIECE_TITLE_MAX} {...props} />;
}
