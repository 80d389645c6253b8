/** An event with every feature switched on: the demo and the scale conference show them all. */
export const everyFeatureOn = {
  enableSchedule: true,
  enableAttendeeList: true,
  enableActivities: true,
  enableBingo: true,
  enablePosts: true,
  enableAlbum: true,
  enableExhibitors: true,
  enableFeedback: true,
  enableSponsors: true,
  enableMeetings: true,
} as const;
