import {
  BannerListSchema,
  BudgetCategoryListSchema,
  CategoryBannerListSchema,
  CategoryImageQuerySchema,
  CategoryImageSchema,
  FestivalBannerListSchema,
  MainCategoryImageListSchema,
  OccasionBannerListSchema,
  OfferBannerListSchema,
  TestimonialListSchema,
  TodayRateSchema,
  VideoListSchema,
} from "@nagai/contracts/catalog";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  PRODUCTS_BY_SNO_MAX,
  ProductFilterQuerySchema,
  ProductListResponseSchema,
  ProductSchema,
  ProductsBySnoResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  SnoListQuerySchema,
  SnoQuerySchema,
} from "@nagai/contracts/product";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CatalogService } from "./catalog.service.ts";

const tags = ["catalogue"];

/** The service answers with JSON text (possibly from its cache); send it as it is. */
const sendJson = (reply: FastifyReply, body: string) =>
  reply.type("application/json; charset=utf-8").send(body);

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const lists = [
    ["/banner/list", BannerListSchema, catalog.bannerList, "Hero banners of the home page"],
    ["/occasion_banner/list", OccasionBannerListSchema, catalog.occasionBannerList, "Shop by occasion"],
    ["/offer_banner/list", OfferBannerListSchema, catalog.offerBannerList, "Exclusive offers"],
    [
      "/mainCategory_images/list",
      MainCategoryImageListSchema,
      catalog.mainCategoryImageList,
      "Category scroller",
    ],
    ["/festival_banner/list", FestivalBannerListSchema, catalog.festivalBannerList, "Festival collections"],
    ["/videos/list", VideoListSchema, catalog.videoList, "Video gallery"],
    [
      "/category_banner/list",
      CategoryBannerListSchema,
      catalog.categoryBannerList,
      "Curated category banners",
    ],
    ["/testimonials/list", TestimonialListSchema, catalog.testimonialList, "Shoppers' testimonials"],
  ] as const;
  for (const [url, schema, list, summary] of lists) {
    app.get(url, { schema: { tags, summary, response: { 200: schema } } }, async (_request, reply) =>
      sendJson(reply, await list()),
    );
  }

  app.get(
    "/budget-categories/all",
    { schema: { tags, summary: "Explore by budget", response: { 200: BudgetCategoryListSchema } } },
    async (_request, reply) => sendJson(reply, await catalog.budgetCategories()),
  );

  app.get(
    "/product/todayrate",
    { schema: { tags, summary: "Live metal rates, rupees per gram", response: { 200: TodayRateSchema } } },
    async (_request, reply) => sendJson(reply, await catalog.todayRate()),
  );

  app.get(
    "/category_image/get",
    {
      schema: {
        tags,
        summary: "Header images of a listing",
        querystring: CategoryImageQuerySchema,
        response: { 200: CategoryImageSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await catalog.categoryImage(request.query.itemName, request.query.subItemName)),
  );

  app.get(
    "/product/getSnofilter",
    {
      schema: {
        tags,
        summary: "One piece by SNO, as a one-entry array",
        querystring: SnoQuerySchema,
        response: { 200: z.array(ProductSchema), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => sendJson(reply, await catalog.getProductBySno(request.query.sno)),
  );

  app.get(
    "/product/by-sno",
    {
      schema: {
        tags,
        summary: "Pieces by SNO, in the order asked",
        description:
          `At most ${PRODUCTS_BY_SNO_MAX} numbers, separated by commas (the wishlist, cart and recently viewed ` +
          "pages show their pieces with one call). Numbers the catalogue does not have are left out, not a 404.",
        querystring: SnoListQuerySchema,
        response: { 200: ProductsBySnoResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await catalog.getProductsBySno(request.query.snos) }),
  );

  app.get(
    "/search/suggest",
    {
      schema: {
        tags,
        summary: "Suggestions under the search box as the shopper types",
        description:
          "From the second letter: pieces whose words begin with the words typed (or mean them: Indian names, " +
          "slipped letters), best first, and the categories, sub-items, collections and occasions they name. " +
          "Answered from each process's memory.",
        querystring: SearchSuggestQuerySchema,
        response: { 200: SearchSuggestResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => catalog.suggest(request.query.q),
  );

  const listing = {
    schema: {
      tags,
      summary: "Filtered, sorted, paged listing",
      description:
        "Filters come as query parameters (POST too, with no body). Values outside a filter's allowed list " +
        "are ignored and reported in `warnings`; numbers that do not parse are a 400.",
      querystring: ProductFilterQuerySchema,
      response: { 200: ProductListResponseSchema, 400: ErrorResponseSchema },
    },
  };
  app.get("/product/items/filter", listing, async (request, reply) =>
    sendJson(reply, await catalog.listProducts(request.query)),
  );
  app.post("/product/items/filter", listing, async (request, reply) =>
    sendJson(reply, await catalog.listProducts(request.query)),
  );
};
