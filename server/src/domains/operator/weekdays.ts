/**
 * A weekday named as a day ("Friday", "last Friday", "this Friday", "Monday of last week") → that one day.
 * The records asked about are dated in the past, so a bare weekday is the latest such day up to today, and
 * "last Friday" the latest one before today: the current week's Friday, when it is still ahead, names no record.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAY = `(?:${WEEKDAYS.join('|')})`;

const DAY = 86_400_000;

/** "last Friday", "previous Friday", "past Friday", said before the day's name. */
export const WEEKDAY_BACK = `(?:last|previous|past)\\s+${WEEKDAY}`;

/** How a weekday phrase is written: an optional "this" or "last", the day, an optional "of this/last week". */
export const WEEKDAY_RULE = new RegExp(
  `^(?:(this|last|previous|past)\\s+)?(${WEEKDAY})(?:\\s+of\\s+(this|last|the\\s+current|the\\s+previous)\\s+week)?$`,
);

/** The day a weekday phrase names on `now` (groups of WEEKDAY_RULE). */
export function weekdaySpan(g: (string | undefined)[], now: Date): { start: Date; end: Date; unit: 'day' } | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const index = WEEKDAYS.indexOf(g[2] ?? '');
  const todayIndex = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - todayIndex * DAY;
  const before = g[1] && g[1] !== 'this';
  // "last Friday of this week" says two things; neither is a guess worth running.
  if (before && g[3]) return null;
  let at: number;
  if (g[3]) at = monday + (index - (/last|previous/.test(g[3]) ? 7 : 0)) * DAY;
  else if (g[1] === 'this') at = monday + index * DAY;
  // The latest such day before today ("last Friday") or up to today ("Friday").
  else at = today - ((todayIndex - index + 7) % 7 || (before ? 7 : 0)) * DAY;
  return { start: new Date(at), end: new Date(at), unit: 'day' };
}
