import { useRouteLoaderData } from "react-router";

export const signedInLayoutId = "admin/shell/signed-in-route";

/** The tab's title (with the count of new messages when there are any), and the back office's noindex. */
export function AdminTitle({ screen }: { screen: string }) {
  const session = useRouteLoaderData<{ newMessages: number }>(signedInLayoutId);
  const count = session?.newMessages ? `(${session.newMessages} new) ` : "";
  return (
    <>
      <title>{`${count}${screen} · Back office`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
