import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties } from "react";
import { directionOf } from "~/domain/languages/languages";
import { MAIL_LOGO_PATH, type MailBlock, type MailContent, MOTTO } from "./mail-content";
import { mailTranslator } from "./mail-language";

// The site's colours (src/web/app.css): brand-800 green, gold-500, stone greys.
const GREEN = "#14532d";
const STONE = "#57534e";
const page: CSSProperties = { backgroundColor: "#f5f5f4", fontFamily: "Helvetica, Arial, sans-serif" };
const card: CSSProperties = {
  backgroundColor: "#ffffff",
  borderTop: "4px solid #e0a800",
  borderRadius: "8px",
  margin: "24px auto",
  maxWidth: "560px",
  padding: "24px 32px",
};
const text: CSSProperties = { color: "#1c1917", fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const small: CSSProperties = { color: STONE, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };
const button: CSSProperties = {
  backgroundColor: GREEN,
  borderRadius: "6px",
  color: "#ffffff",
  fontSize: "16px",
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
};
const link: CSSProperties = { color: GREEN, textDecoration: "underline" };

function Lines({ value }: { value: string }) {
  const lines = value.split("\n");
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ));
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return block.text.split(/\n{2,}/).map((p, i) => (
        <Text key={i} style={text}>
          <Lines value={p} />
        </Text>
      ));
    case "facts":
      return (
        <Section>
          {block.title ? (
            <Heading as="h2" style={{ color: GREEN, fontSize: "20px", margin: "0 0 8px" }}>
              {block.title}
            </Heading>
          ) : null}
          <Text style={text}>
            {block.rows.map((row, i) => (
              <span key={row.label}>
                <strong>{row.label}:</strong>{" "}
                {row.href ? (
                  <Link href={row.href} style={link}>
                    {row.value}
                  </Link>
                ) : (
                  <Lines value={row.value} />
                )}
                {i < block.rows.length - 1 ? <br /> : null}
              </span>
            ))}
          </Text>
        </Section>
      );
    case "code":
      return (
        <>
          <Text style={text}>{block.lead}</Text>
          <Text style={{ ...text, fontSize: "28px", fontWeight: 700, letterSpacing: "6px" }}>
            {block.code}
          </Text>
        </>
      );
    case "link":
      return (
        <Text style={text}>
          {block.label}{" "}
          <Link href={block.url} style={link}>
            {block.url}
          </Link>
        </Text>
      );
  }
}

/** The one layout of every message Ujamaa sends, in its recipient's language (right to left in Arabic). */
export function MailLayout({ content }: { content: MailContent }) {
  const first = content.body.find((b) => b.kind === "paragraph");
  const t = mailTranslator(content.language);
  return (
    <Html lang={content.language} dir={directionOf(content.language)}>
      <Head>
        <title>{content.subject}</title>
      </Head>
      {first ? <Preview>{first.text}</Preview> : null}
      <Body style={page}>
        <Container style={card}>
          <Section style={{ marginBottom: "16px" }}>
            <Link href={content.origin}>
              <Img src={`${content.origin}${MAIL_LOGO_PATH}`} width="48" height="48" alt="Ujamaa" />
            </Link>
          </Section>
          {content.body.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          {content.action ? (
            <Section style={{ margin: "8px 0 24px" }}>
              <Button href={content.action.url} style={button}>
                {content.action.label}
              </Button>
            </Section>
          ) : null}
          {(content.after ?? []).map((block, i) => (
            <Block key={i} block={block} />
          ))}
          <Hr style={{ borderColor: "#e7e5e4", margin: "24px 0 16px" }} />
          <Text style={small}>{content.reason}</Text>
          {content.unsubscribe ? (
            <Text style={small}>
              <Link href={content.unsubscribe.url} style={{ ...link, color: STONE }}>
                {content.unsubscribe.label}
              </Link>
            </Text>
          ) : null}
          <Text style={{ ...small, color: GREEN, fontWeight: 600 }}>Ujamaa · {t(MOTTO)}</Text>
        </Container>
      </Body>
    </Html>
  );
}
