// Query keys of the talent profile. Every key starts with 'talent'; the cache is dropped anyway when the user or
// the role changes (lib/query-client.ts), which is why a person's skills (with `endorsedByMe`) need no user part.
export const talentKeys = {
  all: ['talent'] as const,
  skills: (personId: string) => ['talent', 'skills', personId] as const,
  profile: (personId: string) => ['talent', 'profile', personId] as const,
  courses: (personId: string) => ['talent', 'courses', personId] as const,
  work: (personId: string) => ['talent', 'work', personId] as const,
  technologies: ['talent', 'technologies'] as const,
  people: (text: string) => ['talent', 'people', text] as const,
};
