export default function AdminDashboard() {
  return (
    <>
      <h1 className="font-display text-3xl">Dashboard</h1>
      <p className="mt-4 text-ink-muted">
        The admin area is being built: sign-in and the management screens arrive with the admin
        issue.
      </p>
    </>
  );
}
