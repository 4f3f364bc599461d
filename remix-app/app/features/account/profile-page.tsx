import { useLoaderData } from '@remix-run/react';
import { AvatarCard } from './avatar-card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import type { loadProfile } from './profile.server';

/**
 * /account and /account/profile: avatar, profile, change or set password (spec 2.5), download my
 * data (decision 033), delete account (decision 034).
 */
export function ProfilePage() {
  const { user, timeZones } = useLoaderData<typeof loadProfile>();
  // A saved form comes back with a new version: the cards start over from the saved values.
  return (
    <div className="grid gap-6">
      <AvatarCard key={`avatar-${user.version}`} user={user} />
      <ProfileCard key={`profile-${user.version}`} user={user} timeZones={timeZones} />
      <PasswordCard key={`password-${user.version}-${String(user.hasPassword)}`} user={user} />
      <DataExportCard />
      <DeleteAccountCard user={user} />
    </div>
  );
}
