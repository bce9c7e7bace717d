/** Placeholder until this screen is built. */
export default function SettingsPage() {
  return <h1>Settings</h1>;
}
