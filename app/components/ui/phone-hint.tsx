import { Trans, useTranslation } from "react-i18next";

/**
 * A phone field's hint, whose example number reads left to right in every page:
 * inside an Arabic sentence "+254712345678" would otherwise show as "254712345678+".
 */
export function PhoneHint({
  ns,
  i18nKey,
  example,
}: {
  ns: string;
  i18nKey: string;
  example: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <Trans t={t} i18nKey={i18nKey} values={{ example }} components={{ tel: <bdi dir="ltr" /> }} />
  );
}
