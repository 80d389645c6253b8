// The file organizers fill in: the columns the server reads (src/server/services/people/
// parse-people-csv.ts matches headers loosely: "First name", "first_name" and "firstName" all work).
export const csvTemplateFilename = 'hallway-people-template.csv';

export const csvTemplate = [
  'email,first name,last name,role,ticket type',
  'ada@example.com,Ada,Lovelace,attendee,General',
  'grace@example.com,Grace,Hopper,speaker,Speaker',
  'alan@example.com,Alan,Turing,exhibitor,Exhibitor',
  'katherine@example.com,Katherine,Johnson,staff,Volunteer',
].join('\r\n');

/** What the import explains next to the drop zone. */
export const csvColumnsHelp =
  'One person per row, with a first row of column names: email (required), first name, last name, role (attendee, speaker, exhibitor, staff or organizer; empty means attendee) and ticket type.';
