import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { AppError } from '../app-error.ts';
import { namedTeacher } from './teacher-scope.ts';

const user = (id: string, role: SessionUser['role']) => ({ id, name: id, role }) as SessionUser;

describe('namedTeacher', () => {
  it('gives the owner the first teacher named, in either name, or none', () => {
    const owner = user('boss', 'owner');
    expect(namedTeacher(owner, { teacherId: 'b', userId: 'a' })).toBe('b');
    expect(namedTeacher(owner, { userId: 'a' })).toBe('a');
    expect(namedTeacher(owner, {}, { teacherId: 'c' })).toBe('c');
    expect(namedTeacher(owner, { teacherId: '', userId: undefined })).toBeUndefined();
  });

  it('lets a teacher name only themself, and refuses anyone else in either name', () => {
    const b = user('b', 'teacher');
    expect(namedTeacher(b, { teacherId: 'b', userId: 'b' })).toBe('b');
    expect(namedTeacher(b, {})).toBeUndefined();
    for (const filter of [{ teacherId: 'b', userId: 'a' }, { userId: 'a' }, { teacherId: 'a' }]) {
      expect(() => namedTeacher(b, filter)).toThrow(new AppError('auth.other_teacher', 403));
    }
    expect(() => namedTeacher(b, { teacherId: 'b' }, { userId: 'a' })).toThrow(AppError);
  });
});
