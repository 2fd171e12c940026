import { findCountry } from "~/domain/places/countries";

type ResultsHeadingProps = {
  keyword?: string;
  location?: string;
  country?: string;
  level?: 1 | 2;
  id?: string;
};

/** 'Search Results for "{keyword}" in {location} in {country}', each part only when set. */
export function ResultsHeading({ keyword, location, country, level = 2, id }: ResultsHeadingProps) {
  const countryName = country ? (findCountry(country)?.name ?? country) : undefined;
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
      Search Results
      {keyword && <span className="font-normal text-stone-700">{` for "${keyword}"`}</span>}
      {location && <span className="font-normal text-stone-700">{` in ${location}`}</span>}
      {countryName && <span className="font-normal text-stone-700">{` in ${countryName}`}</span>}
    </Tag>
  );
}
