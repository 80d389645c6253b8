-- Profile tags (interests, looking for, offers) are stored in canonical form from now on:
-- trimmed, lower case, no empties, first occurrence kept (src/shared/rules/canonical-tags.ts).
-- The profile form always stored them so; older seeds did not. Matching relies on it to compare
-- tags with plain equality. Changed rows get a new updated_at so devices pick them up by delta.
WITH canonical AS (
	SELECT
		"account_id",
		ARRAY(SELECT lower(btrim(tag)) FROM unnest("interests") WITH ORDINALITY AS u(tag, n) WHERE btrim(tag) <> '' GROUP BY lower(btrim(tag)) ORDER BY min(n)) AS "interests",
		ARRAY(SELECT lower(btrim(tag)) FROM unnest("looking_for") WITH ORDINALITY AS u(tag, n) WHERE btrim(tag) <> '' GROUP BY lower(btrim(tag)) ORDER BY min(n)) AS "looking_for",
		ARRAY(SELECT lower(btrim(tag)) FROM unnest("offers") WITH ORDINALITY AS u(tag, n) WHERE btrim(tag) <> '' GROUP BY lower(btrim(tag)) ORDER BY min(n)) AS "offers"
	FROM "profiles"
)
UPDATE "profiles" AS p
SET "interests" = c."interests", "looking_for" = c."looking_for", "offers" = c."offers", "updated_at" = now()
FROM canonical AS c
WHERE c."account_id" = p."account_id"
	AND (c."interests", c."looking_for", c."offers") IS DISTINCT FROM (p."interests", p."looking_for", p."offers");
