import { describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS, messageEvents } from './message-events.ts';
import { renderTemplate, templateVariables, unknownVariables } from './message-template.ts';

describe('message templates', () => {
  it('fills each variable, however often it appears', () => {
    expect(renderTemplate('#{이름}님, #{날짜} #{이름}', { 이름: '김민지', 날짜: '11월 26일' })).toBe(
      '김민지님, 11월 26일 김민지',
    );
  });

  it('keeps a variable without a value as written', () => {
    expect(renderTemplate('#{이름}님 #{없음}', { 이름: '박' })).toBe('박님 #{없음}');
  });

  it('leaves out a blank line with the space before it, and a missing one the event may leave out', () => {
    const text = '#{이름}님, 내일 레슨이 있습니다. #{연습}';
    expect(renderTemplate(text, { 이름: '박', 연습: '이번 주 연습 85분' })).toBe(
      '박님, 내일 레슨이 있습니다. 이번 주 연습 85분',
    );
    expect(renderTemplate(text, { 이름: '박', 연습: '' })).toBe('박님, 내일 레슨이 있습니다.');
    expect(renderTemplate(text, { 이름: '박' }, ['연습'])).toBe('박님, 내일 레슨이 있습니다.');
    expect(renderTemplate('앞 #{연습} 뒤', { 연습: '' })).toBe('앞 뒤');
    expect(renderTemplate(text, { 이름: '박' })).toBe('박님, 내일 레슨이 있습니다. #{연습}');
  });

  it('reads spaces inside the braces as part of no name', () => {
    expect(templateVariables('#{ 이름 } #{이름} #{기한}')).toEqual(['이름', '기한']);
    expect(renderTemplate('#{ 이름 }', { 이름: '이' })).toBe('이');
  });

  it('leaves text that only looks like a variable alone', () => {
    expect(templateVariables('#이름 {이름} #{} ##{이름}')).toEqual(['', '이름']);
    expect(renderTemplate('#이름 {이름} 100%', { 이름: 'x' })).toBe('#이름 {이름} 100%');
  });

  it('names the variables an event does not supply', () => {
    expect(unknownVariables('#{이름} #{금액} #{주소}', ['이름', '금액'])).toEqual(['주소']);
    expect(unknownVariables('#{이름}', ['이름'])).toEqual([]);
  });

  it("every event's default text names only its own variables", () => {
    for (const event of MESSAGE_EVENTS) {
      const { defaultText, variables } = messageEvents[event];
      expect(unknownVariables(defaultText, variables), event).toEqual([]);
      expect(templateVariables(defaultText).sort(), event).toEqual([...variables].sort());
    }
  });
});
