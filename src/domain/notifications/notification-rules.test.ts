import { describe, expect, it } from "vitest";
import { bellLabel, unreadBadge } from "./notification-rules";

describe("the bell's badge", () => {
  it("shows the count up to nine, then 9+", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(9)).toBe("9");
    expect(unreadBadge(10)).toBe("9+");
    expect(unreadBadge(250)).toBe("9+");
  });

  it("names the unread count in the button's name", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(12)).toBe("Notifications, 12 unread");
  });
});
