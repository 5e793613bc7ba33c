/** 연습 시간, one hour or two, as chips: the booking form's and the staff's quick booking's. */
import { DURATIONS, type Duration } from '#shared/booking-rules.ts';
import { ChoiceGroup, type ChoiceGroupProps } from '../../../components/ui/choice-group.tsx';

type DurationChoiceProps = Omit<ChoiceGroupProps<Duration>, 'legend' | 'name' | 'options'>;

export function DurationChoice(props: DurationChoiceProps) {
  return <ChoiceGroup legend="연습 시간" name="type" options={DURATIONS} {...props} />;
}
