/**
 * One admin API call at a time from a screen, through the API client: busy flag, the
 * screen's data reloaded after a success, a toast for a failure without field errors.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  type AdminApiPath,
  type ApiResult,
  adminRequest,
  failureMessage,
  type Method,
} from "~/admin/api-client";
import { toast } from "~/components/ui/use-toast";

export function useAdminCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function call(
    url: AdminApiPath,
    method: Method,
    body: unknown,
    options: { failure: string; success?: string },
  ): Promise<ApiResult> {
    setBusy(true);
    const result = await adminRequest(method, url, body);
    if (result.ok) {
      await revalidator.revalidate();
      if (options.success) toast({ title: options.success });
    } else if (Object.keys(result.errors).length === 0) {
      toast({ variant: "destructive", title: failureMessage(result, options.failure) });
    }
    setBusy(false);
    return result;
  }
  return { busy, call };
}
