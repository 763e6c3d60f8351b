import { useTranslation } from "react-i18next";

export function SiteFooter(props: {
  hotelName: string;
  address: string;
  phone: string;
  email: string;
}) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-ocean-900 text-ocean-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        <p className="font-display text-lg">{props.hotelName}</p>
        <div>
          <h2 className="text-sm font-semibold tracking-wide uppercase">
            {t("footer.contactHeading")}
          </h2>
          <address className="mt-2 text-sm not-italic leading-6">
            {props.address}
            <br />
            <a className="underline" href={`tel:${props.phone.replace(/\s+/g, "")}`}>
              <bdi>{props.phone}</bdi>
            </a>
            <br />
            <a className="underline" href={`mailto:${props.email}`}>
              {props.email}
            </a>
          </address>
        </div>
      </div>
      <p className="border-t border-ocean-800 px-4 py-4 text-center text-xs">
        {t("footer.copyright", { year: new Date().getFullYear(), hotel: props.hotelName })}
      </p>
    </footer>
  );
}
