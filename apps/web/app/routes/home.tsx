import { preload } from "react-dom";
import { data } from "react-router";
import stylesheet from "../home-page.css?url";
import { createApiClient } from "../lib/api";
import { getImageSources } from "../lib/images";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { revalidateUnlessPersonalChange } from "../lib/personal-state";
import type { Route } from "./+types/home";
import {
  CuratedBanners,
  FeaturedCollections,
  OccasionBanners,
  OfferBanners,
  RingOccasions,
} from "./home/banner-sections";
import { BudgetCards } from "./home/budget-cards";
import { CategoryScroller } from "./home/category-scroller";
import { GiftRecipients } from "./home/gift-recipients";
import { HERO_SIZES, HeroSlider } from "./home/hero-slider";
import { HomeSection, SectionList } from "./home/home-section";
import { HOME_TEXTS } from "./home/home-texts";
import { loadHomeSections } from "./home/load-home";
import { NewArrivalsBanner } from "./home/new-arrivals-banner";
import { BestDesigned, ExclusiveCollection } from "./home/product-sections";
import { RecentlyViewedSlot } from "./home/recently-viewed-slot";
import { Testimonials } from "./home/testimonials";
import { VideoGallery } from "./home/video-gallery";

/** The home page's one stylesheet: the shell's parts and only those it shows (decision 062). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { tagName: "link", rel: "canonical", href: `${loaderData.origin}/` },
    { title: "Nagai | Gold, Silver and Oxidised Jewellery Online" },
    {
      name: "description",
      content:
        "Shop rings, necklaces, bracelets and earrings in gold, silver and oxidised finishes, with today's metal rates and prices in rupees.",
    },
  ];
}

// Awaited, not deferred: every section is the page's content and must be in the server's HTML.
// The lists load in parallel and each may fail alone (load-home.ts). Nothing here is personal: the
// page is the same for everyone (decision 057); Recently Viewed comes after it (RecentlyViewedSlot).
export async function loader({ context }: Route.LoaderArgs) {
  const sections = await loadHomeSections(createApiClient(context));
  // A section showing its error text is not kept: only a page whose every list loaded.
  const complete = Object.values(sections).every((list) => list !== null);
  return data({ ...sections, origin: context.origin }, { headers: complete ? CATALOGUE_ONLY : {} });
}

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

// A wishlist or cart change reloads the root (hearts, badges), not this page's lists.
export const shouldRevalidate = revalidateUnlessPersonalChange;

const { bannersError, collectionsError, dataError, noCollections, noData, offersError, videosError } =
  HOME_TEXTS;

/** The spec's home page, its 15 sections in order (spec section 2, "Home page, in order"). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const sections = loaderData;
  const lcp = sections.hero?.[0];
  if (lcp) {
    // The first hero picture is the page's largest: fetch it before the stylesheet and scripts are read.
    preload(getImageSources(lcp.image_path, "banner").src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: getImageSources(lcp.image_path, "banner").avif,
      imageSizes: HERO_SIZES,
      fetchPriority: "high",
    });
  }
  return (
    <>
      <h1 className="visually-hidden">Nagai jewellery</h1>
      <HomeSection id="hero" title="Highlights" hideTitle>
        <SectionList items={sections.hero} errorText={bannersError} emptyText={noData}>
          {(slides) => <HeroSlider slides={slides} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="occasions" title="Shop by Occasion">
        <SectionList items={sections.occasions} errorText={dataError} emptyText={noData}>
          {(banners) => <OccasionBanners banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="categories" title="Shop by Category">
        <SectionList items={sections.categories} errorText={dataError} emptyText={noData}>
          {(categories) => <CategoryScroller categories={categories} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="offers" title="Exclusive Offers">
        <SectionList items={sections.offers} errorText={offersError} emptyText={noData}>
          {(banners) => <OfferBanners banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="budget" title="Explore by Budget">
        <SectionList items={sections.budgets} errorText={dataError} emptyText={noData}>
          {(budgets) => <BudgetCards budgets={budgets} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="exclusive" title="Exclusive Collection">
        <SectionList items={sections.exclusive} errorText={offersError} emptyText={noData}>
          {(products) => <ExclusiveCollection products={products} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="gifts" title="Gifts for Everyone">
        <GiftRecipients />
      </HomeSection>
      <HomeSection id="new-arrivals" title="New Arrivals">
        <SectionList items={sections.newArrivals} errorText={bannersError} emptyText={noData}>
          {(banners) => <NewArrivalsBanner banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="ring-occasions" title="Rings for Every Occasion">
        <SectionList items={sections.ringOccasions} errorText={bannersError} emptyText={noData}>
          {(banners) => <RingOccasions banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="best-designed" title="Best Designed Jewels">
        <SectionList items={sections.bestDesigned} errorText={dataError} emptyText={noData}>
          {(products) => <BestDesigned products={products} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="curated" title="Curated for You">
        <SectionList items={sections.curated} errorText={bannersError} emptyText={noData}>
          {(banners) => <CuratedBanners banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="collections" title="Featured Collections">
        <SectionList items={sections.festivals} errorText={collectionsError} emptyText={noCollections}>
          {(banners) => <FeaturedCollections banners={banners} />}
        </SectionList>
      </HomeSection>
      <HomeSection id="videos" title="Video Gallery">
        <SectionList items={sections.videos} errorText={videosError} emptyText={noData}>
          {(videos) => <VideoGallery videos={videos} />}
        </SectionList>
      </HomeSection>
      <RecentlyViewedSlot />
      <HomeSection id="testimonials" title="What Our Customers Say">
        <SectionList items={sections.testimonials} errorText={dataError} emptyText={noData}>
          {(testimonials) => <Testimonials testimonials={testimonials} />}
        </SectionList>
      </HomeSection>
    </>
  );
}
