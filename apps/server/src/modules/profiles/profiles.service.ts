import {
  DEFAULT_PROFILE_VISIBILITY,
  PROFILE_NOT_FOUND,
  type Profile,
  type ProfileFields,
  type ProfileSection,
  type ProfileVisibility,
} from '@talentpath/contracts/profiles';
import type { Role } from '@talentpath/contracts/roles';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from '../users/users.public.ts';
import { maySeeSection, type ProfileViewer } from './profiles.policy.ts';
import * as repo from './profiles.repository.ts';

const visibilityOf = (row: { visibility: Partial<ProfileVisibility> } | undefined): ProfileVisibility => ({
  ...DEFAULT_PROFILE_VISIBILITY,
  ...row?.visibility,
});
const notFound = () => new AppError('NOT_FOUND', { message: PROFILE_NOT_FOUND });

/** The person, if the viewer may see them at all: a disabled or deleted account only by admins and themselves. */
async function visiblePerson(db: Db | Tx, viewer: ProfileViewer, personId: string) {
  const user = await findUser(db, personId);
  if (!user) throw notFound();
  if (user.status !== 'active' && !maySeeSection(viewer, personId, 'me')) throw notFound();
  return user;
}

/**
 * Whether the viewer may see a part of the person's profile (what other modules ask before answering: the skills
 * module for a person's skills). Throws 403 PROFILE_SECTION_HIDDEN when hidden from them.
 */
export async function assertSectionVisible(
  db: Db | Tx,
  viewer: ProfileViewer,
  personId: string,
  section: ProfileSection,
) {
  const row = await repo.findProfile(db, personId);
  const audience = visibilityOf(row)[section];
  if (!maySeeSection(viewer, personId, audience)) throw new AppError('PROFILE_SECTION_HIDDEN');
}

/**
 * A part of a person's profile that another module serves (the courses they completed, their work): 404 when the
 * viewer may not see the person at all (unknown, or disabled to anyone but admins and themselves), 403
 * PROFILE_SECTION_HIDDEN when the person hid the part from them.
 */
export async function assertPartVisible(db: Db | Tx, viewer: ProfileViewer, personId: string, part: ProfileSection) {
  await visiblePerson(db, viewer, personId);
  await assertSectionVisible(db, viewer, personId, part);
}

/**
 * Which of these people may see a part of the person's profile in any of the roles they hold (whom the person may
 * ask about it: a colleague asked to endorse a skill must be able to see it).
 */
export async function whoMaySee(
  db: Db | Tx,
  personId: string,
  section: ProfileSection,
  people: readonly { id: string; roles: readonly Role[] }[],
): Promise<Set<string>> {
  const audience = visibilityOf(await repo.findProfile(db, personId))[section];
  return new Set(
    people
      .filter((x) => x.roles.some((role) => maySeeSection({ userId: x.id, role }, personId, audience)))
      .map((x) => x.id),
  );
}

/** GET /profiles/{id} and GET /me/profile: the profile as the viewer may see it. */
export async function readProfile(p: Platform, viewer: ProfileViewer, personId: string): Promise<Profile> {
  const user = await visiblePerson(p.db, viewer, personId);
  const row = await repo.findProfile(p.db, personId);
  const visibility = visibilityOf(row);
  const own = viewer.userId === personId;
  return {
    person: { id: user.id, name: user.name, avatar: user.avatar ?? null },
    about: maySeeSection(viewer, personId, visibility.about)
      ? {
          headline: row?.headline ?? '',
          bio: row?.bio ?? '',
          location: row?.location ?? '',
          languages: row?.languages ?? [],
          links: row?.links ?? [],
        }
      : null,
    skillsVisible: maySeeSection(viewer, personId, visibility.skills),
    learningVisible: maySeeSection(viewer, personId, visibility.learning),
    workVisible: maySeeSection(viewer, personId, visibility.work),
    visibility: own ? visibility : null,
  };
}

/** PUT /me/profile: the caller's own profile, written whole. */
export async function saveOwnProfile(p: Platform, viewer: ProfileViewer, fields: ProfileFields): Promise<Profile> {
  await p.db.transaction((tx) => repo.saveProfile(tx, viewer.userId, fields));
  return readProfile(p, viewer, viewer.userId);
}
