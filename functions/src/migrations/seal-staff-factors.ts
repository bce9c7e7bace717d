import { createDecipheriv, hkdfSync } from 'node:crypto';
import { openSecret, STAFF_FACTORS, type StaffFactorRecord, sealedSecret } from '../features/security/exports.ts';
import { needsReseal } from '../platform/sealed.ts';
import type { Services } from '../services.ts';
import { eachDoc, type Migration } from './migration.ts';

/** How staff TOTP secrets were sealed before the key ring: AES-256-GCM under a key derived from URL_SIGNING_KEY. */
interface SignedKeySealed {
  keyId: 'signing-hkdf-1';
  iv: string;
  tag: string;
  data: string;
}
type StoredFactor = Omit<StaffFactorRecord, 'secret'> & { secret: string | SignedKeySealed };

function openSignedKeySealed(signingKey: string, sealed: SignedKeySealed): string {
  const key = Buffer.from(hkdfSync('sha256', signingKey, 'storysong', 'staff totp secret v1', 32));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}

/** The factor's secret sealed with the key ring's current key, or null when it already is. */
function resealedSecret(services: Services, uid: string, stored: StoredFactor['secret']): string | null {
  if (typeof stored !== 'string') return sealedSecret(services, uid, openSignedKeySealed(services.config.signingKey, stored));
  if (!needsReseal(services.config.sealingKeys, stored)) return null;
  return sealedSecret(services, uid, openSecret(services, uid, stored));
}

/**
 * Seals every staff TOTP secret with the key ring that seals payment details (platform/sealed.ts),
 * the secrets sealed under the signing key's derived key included, and seals again with the
 * current key whatever an older one sealed. Each factor is read and written in one transaction.
 */
export function sealingStaffFactors(id: string): Migration {
  return {
    id,
    run: (services) =>
      eachDoc<StoredFactor>(services.documents, STAFF_FACTORS, (doc) =>
        services.documents.transaction(async (tx) => {
          const current = await tx.get<StoredFactor>(STAFF_FACTORS, doc.id);
          const secret = current && resealedSecret(services, doc.id, current.data.secret);
          if (secret) tx.update(STAFF_FACTORS, doc.id, { secret });
          return Boolean(secret);
        }),
      ),
  };
}

export const sealStaffFactorsWithKeyRing = sealingStaffFactors('007-seal-staff-factors');
