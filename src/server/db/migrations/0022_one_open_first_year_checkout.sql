-- A second paid first year of the same tier is kept as 'duplicate' (decision 043): paid, never used by an application.
ALTER TYPE "public"."payment_status" ADD VALUE 'duplicate';