/** A chat time as the desk shows it, in UTC: "02 Dec, 08:00". */
export const chatTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
