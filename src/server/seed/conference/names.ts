// Word lists for plausible people and companies. Mixed origins on purpose: real
// conferences are international, and name handling should be tested that way.
export const firstNames = [
  'Aaliyah', 'Adam', 'Aiko', 'Alejandro', 'Amara', 'Amir', 'Ana', 'Anders', 'Anika', 'Arjun', 'Ava', 'Beatriz',
  'Benjamin', 'Carlos', 'Chen', 'Chloé', 'Chidi', 'Clara', 'Daniel', 'Dmitri', 'Elena', 'Elif', 'Emeka', 'Emma',
  'Esther', 'Fatima', 'Felix', 'Freya', 'Gabriel', 'Grace', 'Hana', 'Hannah', 'Hiroshi', 'Ibrahim', 'Ines', 'Isabel',
  'Jamal', 'Jana', 'Javier', 'Jin', 'João', 'Julia', 'Kai', 'Kavya', 'Kenji', 'Kwame', 'Laila', 'Lars', 'Leila',
  'Liam', 'Lucía', 'Luca', 'Maya', 'Mei', 'Mateo', 'Mohammed', 'Nadia', 'Nathan', 'Nia', 'Noah', 'Nora', 'Olga',
  'Omar', 'Oscar', 'Priya', 'Rafael', 'Rania', 'Ravi', 'Rosa', 'Ruth', 'Samuel', 'Sana', 'Sara', 'Sebastián',
  'Sofia', 'Soo-ah', 'Tariq', 'Thomas', 'Tomás', 'Valentina', 'Victor', 'Wei', 'Yara', 'Yusuf', 'Zanele', 'Zoe',
] as const;

export const lastNames = [
  'Abara', 'Adeyemi', 'Ahmed', 'Alvarez', 'Andersson', 'Bauer', 'Bernard', 'Brown', 'Campbell', 'Chen', 'Cohen',
  'Costa', 'Da Silva', 'Dubois', 'Eze', 'Fernandes', 'Fischer', 'García', 'Gupta', 'Haddad', 'Hansen', 'Hernández',
  'Huang', 'Ibrahim', 'Ito', 'Jansen', 'Johnson', 'Kaur', 'Khan', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Lee',
  'Lefebvre', 'López', 'MacDonald', 'Martin', 'Mensah', 'Moreau', 'Müller', 'Murphy', 'Nakamura', 'Nguyen',
  'Novak', 'O’Brien', 'Okafor', 'Olsen', 'Patel', 'Pereira', 'Petrov', 'Popescu', 'Ramírez', 'Rossi', 'Saito',
  'Santos', 'Schmidt', 'Sharma', 'Silva', 'Singh', 'Smith', 'Suzuki', 'Tanaka', 'Tremblay', 'Van der Berg',
  'Wang', 'Williams', 'Wilson', 'Yamamoto', 'Yilmaz', 'Zhang', 'Żak',
] as const;

export const companies = [
  'Acme Analytics', 'Aurora Labs', 'Beacon Health', 'Bluefin Systems', 'Brightpath', 'Cedar & Stone', 'Cloudberry',
  'Copperleaf', 'Driftwood Studio', 'Ember Robotics', 'Evergreen Bank', 'Fieldnote', 'Foxglove Games', 'Granite Cloud',
  'Harbourline', 'Helix Bio', 'Ironbark Security', 'Juniper Mobility', 'Kestrel Data', 'Lighthouse Learning',
  'Lumen Energy', 'Maple Logistics', 'Meridian Media', 'Moonrise AI', 'Northwind Retail', 'Nimbus Payments',
  'Oakridge Insurance', 'Orchard Foods', 'Parallax Design', 'Pinecone Labs', 'Quarry Capital', 'Redwood Civic',
  'Riverbend Health', 'Saffron Studio', 'Sable Networks', 'Solstice Travel', 'Sparrow Apps', 'Summit Telecom',
  'Tidewater Ports', 'Trillium Public Sector', 'Umber Architecture', 'Vantage Mobility', 'Willow Care', 'Zephyr Air',
] as const;

export const jobTitles = [
  'Software Engineer', 'Senior Engineer', 'Engineering Manager', 'Product Manager', 'Product Designer', 'UX Researcher',
  'Data Scientist', 'Data Engineer', 'CTO', 'Founder', 'Head of Product', 'Developer Advocate', 'Security Engineer',
  'Site Reliability Engineer', 'Marketing Lead', 'Community Manager', 'Student', 'Consultant', 'Architect', 'VP Engineering',
] as const;
