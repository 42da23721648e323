// The greeting by hour (spec 001 §9): before 9, up to 11, up to 13, before 20, otherwise evening.
export type GreetingKey = 'early' | 'morning' | 'noon' | 'afternoon' | 'evening';

export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'early';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
