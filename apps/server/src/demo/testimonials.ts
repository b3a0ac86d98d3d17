import type { testimonials } from "../modules/catalog/catalog.tables.ts";

/** The testimonials carousel: static sample words from shoppers across India (spec: home page). */
export const TESTIMONIALS: readonly (typeof testimonials.$inferInsert)[] = [
  {
    name: "Priya Raghavan",
    city: "Chennai",
    quote:
      "The Lakshmi jhumkas looked even better than the pictures. They arrived in two days, packed beautifully.",
    rating: 5,
  },
  {
    name: "Ananya Deshpande",
    city: "Pune",
    quote:
      "I bought a mangalsutra for daily wear. Light, comfortable, and the hallmark details were all on the invoice.",
    rating: 5,
  },
  {
    name: "Rahul Menon",
    city: "Kochi",
    quote:
      "Ordered a silver kada for my father. The weight was exactly as listed and the finish is excellent.",
    rating: 5,
  },
  {
    name: "Fatima Sheikh",
    city: "Hyderabad",
    quote:
      "The oxidised chandbalis are my favourite pair now. Good value, and the video appointment helped me choose.",
    rating: 4,
  },
  {
    name: "Harpreet Kaur",
    city: "Ludhiana",
    quote:
      "Our couple rings fit perfectly after I used the ring size guide. Exchange was offered, but we did not need it.",
    rating: 5,
  },
  {
    name: "Meenakshi Sundaram",
    city: "Madurai",
    quote: "Temple work as I remember from my grandmother's jewellery. The kemp stones are set very neatly.",
    rating: 5,
  },
  {
    name: "Sneha Banerjee",
    city: "Kolkata",
    quote: "Bought baby bangles for my niece's annaprashan. Smooth edges and a lovely gift box.",
    rating: 4,
  },
  {
    name: "Arjun Reddy",
    city: "Bengaluru",
    quote: "Clear prices with GST shown separately, and the payment went through without any trouble.",
    rating: 5,
  },
].map((testimonial, position) => ({ ...testimonial, position }));
