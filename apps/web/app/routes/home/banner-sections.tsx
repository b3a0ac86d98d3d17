import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { getListingHref } from "./listing-href";
import type { BannerCard, FestivalCard, OccasionCard, OfferCard } from "./load-home";

// The banner sections of the home page: each card is one link to the listing it names.

/** Banners in one column on phones, two or three across from 768 px (see home.css). */
const HALF_SIZES = "(min-width: 1200px) 568px, (min-width: 768px) 48vw, 100vw";
const THIRD_SIZES = "(min-width: 1200px) 373px, (min-width: 768px) 32vw, 100vw";

/** "DAILY_WEAR" reads "Daily Wear". */
function formatOccasion(occasion: string): string {
  return occasion
    .toLowerCase()
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Spec section 2, item 2: each occasion opens its listing, with the gender when the banner has one. */
export function OccasionBanners({ banners }: { banners: OccasionCard[] }) {
  return (
    <ul className="banner-grid banner-grid--thirds">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link
            className="banner-card"
            to={getListingHref({ occasion: banner.occasion, gender: banner.gender })}
          >
            <Picture path={banner.image_path} kind="banner" alt="" sizes={THIRD_SIZES} />
            <span className="banner-card__caption">
              <span className="banner-card__title">{formatOccasion(banner.occasion)}</span>
              <span className="banner-card__action">{banner.action}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2, item 4: the offer's wording is drawn in its picture, so the alt text repeats it. */
export function OfferBanners({ banners }: { banners: OfferCard[] }) {
  return (
    <ul className="banner-grid banner-grid--halves">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link
            className="banner-card"
            to={getListingHref({ itemName: banner.item_name, subItemName: banner.sub_item_name })}
          >
            <Picture
              path={banner.image_path}
              kind="banner"
              alt={banner.sub_item_name ? `${banner.sub_item_name}: ${banner.item_name}` : banner.item_name}
              sizes={HALF_SIZES}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2, item 9: the demo's Rings banners carry the occasion as their sub-item. */
export function RingOccasions({ banners }: { banners: BannerCard[] }) {
  return (
    <ul className="banner-grid banner-grid--thirds">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link
            className="banner-card"
            // Lower-case as the spec's links have it; the listing matches names without case.
            to={getListingHref({ itemName: "rings", subItemName: banner.subItemName })}
          >
            <Picture path={banner.image_path} kind="banner" alt="" sizes={THIRD_SIZES} />
            <span className="banner-card__caption">
              <span className="banner-card__title">{banner.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2, item 11: curated banners open their itemName and subItemName. */
export function CuratedBanners({ banners }: { banners: BannerCard[] }) {
  return (
    <ul className="banner-grid banner-grid--thirds">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link
            className="banner-card banner-card--overlay"
            to={getListingHref({ itemName: banner.itemName, subItemName: banner.subItemName })}
          >
            <Picture path={banner.image_path} kind="banner" alt="" sizes={THIRD_SIZES} />
            <span className="banner-card__caption">
              <span className="banner-card__title">{banner.title}</span>
              <span className="banner-card__action">Shop now</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2, item 12: the festival banners, two at a time from 576 px. */
export function FeaturedCollections({ banners }: { banners: FestivalCard[] }) {
  return (
    <Carousel label="Featured collections" perView={2} perViewSmall={1} arrows>
      {banners.map((banner) => (
        <Link
          key={banner.id}
          className="banner-card"
          to={getListingHref({ itemName: banner.item_name, subItemName: banner.sub_item_name })}
        >
          <Picture path={banner.image_path} kind="banner" alt="" sizes={HALF_SIZES} />
          <span className="banner-card__caption">
            <span className="banner-card__title">{banner.title}</span>
            <span className="banner-card__subtitle">{banner.subtitle}</span>
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
