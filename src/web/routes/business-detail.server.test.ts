import { describe, expect, it } from "vitest";
import { aBusiness } from "../../../tests/support/business";
import { businessPageWords } from "./business-detail.server";

const bakery = aBusiness({ name: "Sweet Auburn Bakery", category: "Restaurant" });
const request = (path: string) => new Request(`http://localhost${path}`);

describe("the business page's words", () => {
  it("keeps the English title and description", () => {
    const words = businessPageWords(request("/business/b1"), bakery);
    expect(words.title).toBe("Sweet Auburn Bakery · Restaurant in Atlanta, GA · Ujamaa");
    expect(words.description).toBe("Sweet Auburn Bakery, a Black-owned restaurant business in Atlanta, GA.");
    expect(words.logoAlt).toBe("Sweet Auburn Bakery logo");
  });

  it("writes them in the page's language, with the business and reviews messages", () => {
    const words = businessPageWords(request("/es/business/b1"), { ...bakery, city: null, state: null });
    expect(words.title).toBe("Sweet Auburn Bakery · Restaurante · Ujamaa");
    expect(words.description).toBe("Sweet Auburn Bakery (restaurante), un negocio de propietarios negros.");
    expect(words.messages["Customer Reviews"]).toEqual(["Reseñas de clientes"]);
    expect(words.messages["Open Now"]).toEqual(["Abierto ahora"]);
  });
});
