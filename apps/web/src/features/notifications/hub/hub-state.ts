import type { HubState } from '@talentpath/contracts/notifications';
import type { SessionState, SignedInSession } from '../../../lib/session-store';
import { createStore, useStore } from '../../../lib/store';

/** The live connection's state (spec §4), for whoever shows it; 'Disconnected' whenever no Learner is signed in. */
export const hubState = createStore<HubState>('Disconnected');

export const useHubState = (): HubState => useStore(hubState, { serverValue: 'Disconnected' });

/**
 * Whether the hub should be open (spec §4, §6): auth initialised, signed in with Learner as the current role,
 * and no temporary password left to replace (the server takes no other call until then).
 */
export const wantsHub = (session: SessionState): session is SignedInSession =>
  session.status === 'signed-in' && session.currentRole === 'Learner' && !session.requirePasswordChange;
