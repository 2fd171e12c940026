-- A review decision now reaches the documents submitted with the application (decision 042). Applications decided
-- before that kept their documents "pending": each such document takes its application's decision, reviewer and time.
UPDATE "business_documents" AS d
   SET "review_status" = a."status"::text::"review_status",
       "reviewed_by" = a."decided_by",
       "reviewed_at" = a."decided_at",
       "updated_at" = now()
  FROM "certification_applications" AS a
 WHERE d."application_id" = a."id"
   AND a."status" IN ('approved', 'rejected')
   AND a."decided_at" IS NOT NULL
   AND (d."review_status"::text <> a."status"::text OR d."reviewed_at" IS DISTINCT FROM a."decided_at");
