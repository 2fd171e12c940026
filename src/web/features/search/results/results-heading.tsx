import type { MessageId } from "~/domain/languages/catalogs";
import { findCountry } from "~/domain/places/countries";
import { useT } from "~/web/features/languages/language-context";

type ResultsHeadingProps = {
  keyword?: string;
  location?: string;
  country?: string;
  level?: 1 | 2;
  id?: string;
};

/** 'Search Results for "{keyword}" in {location} in {country}', each part only when set. */
export function ResultsHeading({ keyword, location, country, level = 2, id }: ResultsHeadingProps) {
  const t = useT();
  const known = findCountry(country)?.name;
  const countryName = known ? t(known as MessageId) : country;
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
      {t("Search Results")}
      {keyword && (
        <span className="font-normal text-stone-700">{` ${t('for "{keyword}"', { keyword })}`}</span>
      )}
      {location && (
        <span className="font-normal text-stone-700">{` ${t("in {location}", { location })}`}</span>
      )}
      {countryName && (
        <span className="font-normal text-stone-700">{` ${t("in {country}", { country: countryName })}`}</span>
      )}
    </Tag>
  );
}
