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

interface BannerLinkProps {
  to: string;
  image: string;
  sizes: string;
  /** Empty when the caption names the destination; the offer's wording when it is drawn in the picture. */
  alt?: string;
  title?: string;
  subtitle?: string;
  action?: string;
  overlay?: boolean;
}

/** One banner card: the picture, and a caption when the banner has a title. */
function BannerLink({
  to,
  image,
  sizes,
  alt = "",
  title,
  subtitle,
  action,
  overlay = false,
}: BannerLinkProps) {
  return (
    <Link className={overlay ? "banner-card banner-card--overlay" : "banner-card"} to={to}>
      <Picture path={image} kind="banner" alt={alt} sizes={sizes} />
      {title !== undefined && (
        <span className="banner-card__caption">
          <span className="banner-card__title">{title}</span>
          {subtitle !== undefined && <span className="banner-card__subtitle">{subtitle}</span>}
          {action !== undefined && <span className="banner-card__action">{action}</span>}
        </span>
      )}
    </Link>
  );
}

/** Spec section 2, item 2: each occasion opens its listing, with the gender when the banner has one. */
export function OccasionBanners({ banners }: { banners: OccasionCard[] }) {
  return (
    <ul className="banner-grid banner-grid--thirds">
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink
            to={getListingHref({ occasion: banner.occasion, gender: banner.gender })}
            image={banner.image_path}
            sizes={THIRD_SIZES}
            title={formatOccasion(banner.occasion)}
            action={banner.action}
          />
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
          <BannerLink
            to={getListingHref({ itemName: banner.item_name, subItemName: banner.sub_item_name })}
            image={banner.image_path}
            sizes={HALF_SIZES}
            alt={banner.sub_item_name ? `${banner.sub_item_name}: ${banner.item_name}` : banner.item_name}
          />
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
          <BannerLink
            // Lower-case as the spec's links have it; the listing matches names without case.
            to={getListingHref({ itemName: "rings", subItemName: banner.subItemName })}
            image={banner.image_path}
            sizes={THIRD_SIZES}
            title={banner.title}
          />
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
          <BannerLink
            overlay
            to={getListingHref({ itemName: banner.itemName, subItemName: banner.subItemName })}
            image={banner.image_path}
            sizes={THIRD_SIZES}
            title={banner.title}
            action="Shop now"
          />
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
        <BannerLink
          key={banner.id}
          to={getListingHref({ itemName: banner.item_name, subItemName: banner.sub_item_name })}
          image={banner.image_path}
          sizes={HALF_SIZES}
          title={banner.title}
          subtitle={banner.subtitle}
        />
      ))}
    </Carousel>
  );
}
