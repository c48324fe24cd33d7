// Name lists for the demo schools: common names in English schools today.

export const GIRLS_NAMES = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Sophia', 'Rosie', 'Grace', 'Freya',
  'Florence', 'Willow', 'Evie', 'Poppy', 'Ella', 'Emily', 'Charlotte', 'Hannah', 'Aisha', 'Zara', 'Maryam',
  'Priya', 'Chloe', 'Jessica', 'Ruby', 'Sienna', 'Phoebe', 'Matilda', 'Erin', 'Niamh', 'Layla', 'Harper',
  'Daisy', 'Alice', 'Lucy', 'Elsie', 'Megan', 'Amira', 'Maya', 'Eleanor', 'Abigail', 'Katie', 'Nia', 'Zoe',
  'Imogen', 'Holly', 'Leah', 'Anya',
] as const;

export const BOYS_NAMES = [
  'Oliver', 'George', 'Noah', 'Arthur', 'Muhammad', 'Leo', 'Oscar', 'Harry', 'Archie', 'Jack', 'Henry',
  'Charlie', 'Freddie', 'Theodore', 'Thomas', 'Alfie', 'Jacob', 'Finley', 'Joshua', 'William', 'James',
  'Samuel', 'Daniel', 'Ethan', 'Mason', 'Isaac', 'Lucas', 'Max', 'Reuben', 'Rory', 'Zain', 'Ibrahim',
  'Aarav', 'Kai', 'Tyler', 'Callum', 'Owen', 'Dylan', 'Nathan', 'Ryan', 'Benjamin', 'Edward', 'Alexander',
  'Matthew', 'Louis', 'Sebastian', 'Kieran', 'Ollie', 'Adam', 'Jayden',
] as const;

export const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke',
  'Jackson', 'Wood', 'Harris', 'Edwards', 'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes', 'Moore',
  'Clark', 'King', 'Harrison', 'Lewis', 'Baker', 'Lee', 'Allen', 'Morris', 'Khan', 'Scott', 'Watson',
  'Davis', 'Parker', 'James', 'Bennett', 'Young', 'Phillips', 'Richardson', 'Mitchell', 'Bailey', 'Carter',
  'Cook', 'Singh', 'Shaw', 'Bell', 'Collins', 'Morgan', 'Kelly', 'Begum', 'Miller', 'Cox', 'Hussain',
  'Marshall', 'Simpson', 'Price', 'Anderson', 'Adams', 'Wilkinson', 'Ali', 'Ahmed', 'Foster', 'Ellis',
  'Murphy', 'Chapman', 'Mason', 'Gray', 'Richards', 'Webb', 'Griffiths', 'Hunt', 'Palmer', 'Campbell',
  'Holmes', 'Mills', 'Rogers', 'Barnes', 'Knight', 'Matthews', 'Barker', 'Powell', 'Stevens', 'Kaur',
  'Fisher', 'Butler', 'Dixon', 'Russell', 'Harvey', 'Pearson', 'Graham', 'Okafor', 'Nowak', 'Kowalski',
  'Mensah', 'Osei', 'Chen', 'Nguyen', 'Rahman', 'Sharma', "O'Brien", 'McDonald', 'Fraser', 'Reid',
] as const;

/** Preferred forenames some students are known by (their display name). */
export const PREFERRED_NAMES: Record<string, string> = {
  William: 'Will', Alexander: 'Alex', Benjamin: 'Ben', Thomas: 'Tom', Samuel: 'Sam', Matthew: 'Matt',
  Daniel: 'Dan', Joshua: 'Josh', Theodore: 'Teddy', Edward: 'Ed', Isabella: 'Bella', Charlotte: 'Charlie',
  Eleanor: 'Ellie', Jessica: 'Jess', Abigail: 'Abi', Matilda: 'Tilly', Florence: 'Flo', Katie: 'Kate',
};

/** Forenames of adults (staff and parents). */
export const WOMENS_NAMES = [
  'Sarah', 'Emma', 'Claire', 'Rachel', 'Laura', 'Helen', 'Joanne', 'Nicola', 'Rebecca', 'Katherine', 'Louise',
  'Victoria', 'Amanda', 'Michelle', 'Lisa', 'Kelly', 'Gemma', 'Natalie', 'Fatima', 'Ayesha', 'Anita', 'Jennifer',
  'Elizabeth', 'Catherine', 'Charlotte', 'Hannah', 'Sophie', 'Jade', 'Samantha', 'Zainab', 'Deborah', 'Karen',
  'Julie', 'Alison', 'Ruth', 'Shabana', 'Grace', 'Olivia', 'Lucy', 'Amy',
] as const;

export const MENS_NAMES = [
  'David', 'Mark', 'Paul', 'Andrew', 'Richard', 'Stephen', 'Christopher', 'Daniel', 'James', 'Matthew', 'Michael',
  'Robert', 'Simon', 'Gareth', 'Neil', 'Jonathan', 'Thomas', 'Adam', 'Imran', 'Tariq', 'Rajesh', 'Kwame', 'Peter',
  'Ian', 'Martin', 'Craig', 'Lee', 'Darren', 'Wayne', 'Ben', 'Samuel', 'Mohammed', 'Aaron', 'Joseph', 'Gary',
  'Anthony', 'Liam', 'Sean', 'Kevin', 'Oliver',
] as const;
