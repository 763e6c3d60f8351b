/**
 * The two addresses of `npm run dev:fakes`' site: where this machine reaches it (the script's
 * own calls, on PORT) and the address guests and the fakes' callbacks use (PUBLIC_URL when
 * given, say a tunnel or the machine's LAN address; otherwise the local one).
 */
export function fakesSiteUrls(env: { PORT?: string; PUBLIC_URL?: string }): {
  port: number;
  local: string;
  public: string;
} {
  const port = Number(env.PORT ?? 3000);
  const local = `http://localhost:${port}`;
  const given = env.PUBLIC_URL?.trim().replace(/\/+$/, "");
  return { port, local, public: given ? given : local };
}
