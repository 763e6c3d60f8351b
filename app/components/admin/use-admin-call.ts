/** One admin API call at a time from a list screen: busy flag, reload, toast on failure. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { type ApiResult, sendJson } from "./admin-form";

export function useAdminCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function call(
    url: string,
    method: string,
    body: unknown,
    options: { failure: string; success?: string },
  ): Promise<ApiResult> {
    setBusy(true);
    const result = await sendJson(url, method, body);
    if (result.ok) {
      await revalidator.revalidate();
      if (options.success) toast({ title: options.success });
    } else if (!result.body.errors) {
      toast({ variant: "destructive", title: result.body.message ?? options.failure });
    }
    setBusy(false);
    return result;
  }
  return { busy, call };
}
