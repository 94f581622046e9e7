import { type DemoCourse, file, link, text, video } from './learning-content.ts';

// Demo courses for everyone at work: GDPR (assigned to many, with due dates), meetings, writing, estimation, and
// a presentation course that is a draft ready to publish.

const gdpr: DemoCourse = {
  title: 'GDPR at work',
  description:
    'Mandatory for everyone who handles information about customers or colleagues: what personal data is, the principles of the GDPR, people’s rights, and what to do when something goes wrong.',
  estimatedTime: 45,
  category: 'Compliance',
  technologies: [],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['ocean', 'orbits'],
  createdDaysAgo: 150,
  publishedDaysAgo: 140,
  lessons: [
    {
      title: 'Personal data and why it matters',
      summary: 'What counts as personal data, with examples from our daily work.',
      materials: [
        text(
          'What is personal data?',
          `
<h2>Anything that points to a person</h2>
<p>Personal data is any information about an identified or identifiable person. Some of it is obvious, some is not:</p>
<ul>
<li>Obvious: a name, an e-mail address, a phone number, a photo.</li>
<li>Less obvious: an employee number, an IP address, a customer ID, a licence plate.</li>
<li>Special categories, with stricter rules: health, religion, trade union membership, biometric data.</li>
</ul>
<p>Anonymous data (that can no longer be linked to anyone) is outside the GDPR. Pseudonymised data, where a key still links it back, is not.</p>`,
        ),
        file('GDPR at work: a one-page summary (PDF)', 'gdpr-summary'),
      ],
    },
    {
      title: 'The principles in practice',
      summary: 'Collect less, keep it shorter, protect it better.',
      materials: [
        text(
          'Seven principles, three habits',
          `
<h2>What the principles mean on a Tuesday</h2>
<ol>
<li><strong>Ask why.</strong> Before you collect or copy personal data, know the purpose. If there is none, do not.</li>
<li><strong>Take less.</strong> A birth year may do where a birth date is asked for; a test environment needs made-up data, not a production copy.</li>
<li><strong>Clean up.</strong> Delete exports and spreadsheets when the task is done. Old files are where breaches happen.</li>
</ol>
<blockquote>If you would be uncomfortable explaining to the customer what you did with their data, do not do it.</blockquote>`,
        ),
      ],
    },
    {
      title: 'People’s rights',
      summary: 'Access, correction, deletion, objection, and how fast we must answer.',
      materials: [
        text(
          'Requests from individuals',
          `
<h2>One month to answer</h2>
<p>Customers, applicants and colleagues may ask to see the data we hold about them, to correct it, to have it deleted or to object to its use. We must answer within one month.</p>
<ul>
<li>Do not try to handle a request alone: forward it to the privacy team the same day.</li>
<li>Never ask for more identification than needed to confirm who is asking.</li>
<li>Write down when the request arrived; the deadline starts then.</li>
</ul>`,
        ),
        link('The GDPR (Regulation (EU) 2016/679) on EUR-Lex', 'https://eur-lex.europa.eu/eli/reg/2016/679/oj'),
      ],
    },
    {
      title: 'When something goes wrong',
      summary: 'Report at once: the 72-hour clock.',
      materials: [
        text(
          'Personal data breaches',
          `
<h2>Report first, investigate second</h2>
<p>A breach is any loss of confidentiality, integrity or availability of personal data: an e-mail to the wrong person, a lost laptop, a hacked account, a deleted database without a backup.</p>
<p>The company has <strong>72 hours</strong> from when it becomes aware to notify the Data Protection Authority. Tell the IT service desk and the data protection officer straight away, even if you are not sure it is a breach.</p>`,
        ),
        link('Datatilsynet (the Norwegian Data Protection Authority)', 'https://www.datatilsynet.no/en/'),
      ],
    },
  ],
};

const meetings: DemoCourse = {
  title: 'Running effective meetings',
  description:
    'Shorter meetings with clearer outcomes: when to meet at all, how to prepare, how to lead the conversation, and how to make sure decisions turn into action.',
  estimatedTime: 60,
  category: 'Leadership',
  technologies: [],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['plum', 'circles'],
  createdDaysAgo: 60,
  publishedDaysAgo: 55,
  lessons: [
    {
      title: 'Does this need a meeting?',
      summary: 'Purpose first; many meetings should be a message.',
      materials: [
        text(
          'Start with the purpose',
          `
<h2>Meet to decide, solve or connect</h2>
<p>Meetings are good at three things: making a decision together, solving a problem that needs several minds, and building relationships. Sharing information is usually faster in writing.</p>
<p>Write the purpose as one sentence that ends in an outcome: <em>"Decide which two features go into the March release."</em> If you cannot, you are not ready to send the invitation.</p>`,
        ),
        file('Meeting checklist (PDF)', 'meeting-checklist'),
        video('How great leaders inspire action (Simon Sinek, TED)', 'https://www.youtube.com/watch?v=qp0HIF3SfI4'),
      ],
    },
    {
      title: 'Leading the conversation',
      summary: 'Timekeeping, balance, and the parking lot.',
      materials: [
        text(
          'In the room',
          `
<h2>The chair serves the purpose</h2>
<ul>
<li>Open by restating the purpose and the time you have.</li>
<li>Ask the quietest person first; seniority speaking first narrows the discussion.</li>
<li>Write side topics on a visible "parking lot" list and come back to them at the end.</li>
<li>Summarise each decision out loud before moving on.</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'Decisions and follow-up',
      summary: 'Notes that make things happen.',
      materials: [
        text(
          'After the meeting',
          `
<h2>Every action has an owner and a date</h2>
<p>Send the notes within 24 hours. Keep them short: decisions, actions with owner and due date, and open questions. Put the actions where the team tracks its work, so they are not forgotten in an inbox.</p>`,
        ),
      ],
    },
  ],
};

const writing: DemoCourse = {
  title: 'Writing clearly at work',
  description:
    'E-mails, reports and documentation that people read and act on: lead with the point, write for your reader, and cut what does not help.',
  estimatedTime: 90,
  category: 'Communication',
  technologies: [],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['coral', 'waves'],
  createdDaysAgo: 45,
  publishedDaysAgo: 40,
  lessons: [
    {
      title: 'Lead with the point',
      summary: 'The conclusion first, the reasons after.',
      materials: [
        text(
          'Bottom line up front',
          `
<h2>Your reader decides in the first two lines</h2>
<p>Put what you want from the reader, or what they need to know, at the very beginning. Background and reasoning come after, for those who want them.</p>
<p><strong>Instead of</strong> three paragraphs on the history of the project ending in a question, <strong>write</strong>: <em>"Can you approve two more days for testing by Friday? Details below."</em></p>`,
        ),
        link(
          'Writing for GOV.UK (plain English guidance)',
          'https://www.gov.uk/guidance/content-design/writing-for-gov-uk',
        ),
      ],
    },
    {
      title: 'Short sentences, plain words',
      summary: 'Edit for your reader, not for yourself.',
      materials: [
        text(
          'Cut and simplify',
          `
<h2>One idea per sentence</h2>
<ul>
<li>Aim for 15 to 20 words per sentence on average.</li>
<li>Prefer verbs to nouns: "we decided", not "a decision was taken".</li>
<li>Use the words your reader uses; explain each abbreviation once or avoid it.</li>
<li>Read it aloud. Where you stumble, your reader will too.</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'E-mails people act on',
      summary: 'Subject lines, asks and deadlines.',
      materials: [
        text(
          'Structure of an e-mail',
          `
<h2>Make the ask impossible to miss</h2>
<ol>
<li>A subject that says what and when: <em>"Approval needed by Fri: test budget"</em>.</li>
<li>The ask in the first line, with the deadline.</li>
<li>Only the context needed to decide.</li>
<li>One e-mail per topic, so replies stay together.</li>
</ol>`,
        ),
      ],
    },
  ],
};

const agile: DemoCourse = {
  title: 'Agile estimation and planning',
  description:
    'Estimate with ranges and relative sizes, plan with a forecast instead of a promise, and update the plan as you learn. For team leads, product owners and developers.',
  estimatedTime: 120,
  category: 'Project Management',
  technologies: [],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['sunset', 'blocks'],
  createdDaysAgo: 35,
  publishedDaysAgo: 30,
  lessons: [
    {
      title: 'Why estimates go wrong',
      summary: 'Uncertainty, optimism and the planning fallacy.',
      materials: [
        text(
          'The cone of uncertainty',
          `
<h2>Early estimates are ranges, whether you say so or not</h2>
<p>At the start of a project you know the least. Single numbers hide that; ranges ("4 to 8 weeks") say it honestly and narrow as you learn. People also estimate the happy path and forget reviews, testing, holidays and interruptions.</p>`,
        ),
        video('Agile product ownership in a nutshell (Henrik Kniberg)', 'https://www.youtube.com/watch?v=502ILHjX9EE'),
      ],
    },
    {
      title: 'Relative estimation',
      summary: 'Compare work to work you have done.',
      materials: [
        text(
          'Story points without the drama',
          `
<h2>Bigger or smaller than that one?</h2>
<p>People are poor at absolute estimates and good at comparisons. Pick a well-known piece of work as a reference and size the rest against it, using a coarse scale (1, 2, 3, 5, 8, 13) so nobody argues over 6 versus 7.</p>
<ul>
<li>Estimate as a team; the discussion is worth more than the number.</li>
<li>Split anything larger than your sprint can hold.</li>
<li>Never compare points between teams.</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'Planning with a forecast',
      summary: 'Velocity, ranges and re-planning.',
      materials: [
        text(
          'From velocity to a date',
          `
<h2>Forecast from what you did, not what you hope</h2>
<p>Take the team's completed work from the last few sprints (say 18, 24 and 21 points). With 160 points left, that is 7 to 9 sprints. Share the range, and update it every sprint as the backlog and the velocity change.</p>`,
        ),
        link('The Scrum Guide', 'https://scrumguides.org/scrum-guide.html'),
      ],
    },
  ],
};

const presenting: DemoCourse = {
  title: 'Presenting with confidence',
  description:
    'Plan a talk around one message, use your voice and slides to carry it, and handle questions calmly. Ready for review before it is published.',
  estimatedTime: 75,
  category: 'Communication',
  technologies: [],
  owner: 'coordinator',
  status: 'draft',
  thumbnail: ['coral', 'orbits'],
  createdDaysAgo: 4,
  lessons: [
    {
      title: 'One message, three parts',
      summary: 'Structure a talk so people remember it.',
      materials: [
        text(
          'Structure',
          `
<h2>Tell them what you will tell them</h2>
<ol>
<li>Open with why it matters to this audience.</li>
<li>Make at most three points, each with an example.</li>
<li>Close by repeating the message and what you want them to do.</li>
</ol>`,
        ),
      ],
    },
    {
      title: 'Voice and slides',
      summary: 'Your slides support you; they are not the talk.',
      materials: [
        text(
          'Slides that help',
          `
<h2>One idea per slide</h2>
<ul>
<li>Use a picture or a few words, not paragraphs: people read or listen, not both.</li>
<li>Pause after an important point. Silence feels longer to you than to them.</li>
<li>Rehearse out loud, standing, at least twice.</li>
</ul>`,
        ),
        video(
          'How to speak so that people want to listen (Julian Treasure, TED)',
          'https://www.youtube.com/watch?v=eIho2S0ZahI',
        ),
      ],
    },
  ],
};

export const WORKPLACE_COURSES: DemoCourse[] = [gdpr, meetings, writing, agile, presenting];
