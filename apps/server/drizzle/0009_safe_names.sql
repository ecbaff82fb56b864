-- Names shown to other players, made what every route now accepts (packages/contract/src/fields.ts,
-- DisplayName): control and text-direction characters removed, trimmed, at most `max_units` UTF-16
-- units as the contract counts them, cut between characters; a name left blank becomes `fallback`.
-- Only the rows that change are written.
CREATE FUNCTION forgeworks_safe_name(name text, max_units int, fallback text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  edge CONSTANT text := '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';
  cleaned text := regexp_replace(name, '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g');
  units int := 0;
  kept int := 0;
BEGIN
  cleaned := regexp_replace(cleaned, '^' || edge || '|' || edge || '$', '', 'g');
  WHILE kept < char_length(cleaned) LOOP
    units := units + CASE WHEN ascii(substr(cleaned, kept + 1, 1)) > 65535 THEN 2 ELSE 1 END;
    EXIT WHEN units > max_units;
    kept := kept + 1;
  END LOOP;
  cleaned := regexp_replace(left(cleaned, kept), edge || '$', '');
  RETURN CASE WHEN cleaned = '' THEN fallback ELSE cleaned END;
END $$;--> statement-breakpoint
UPDATE "user" SET name = forgeworks_safe_name(name, 60, 'Player')
WHERE name IS DISTINCT FROM forgeworks_safe_name(name, 60, 'Player');--> statement-breakpoint
-- A blank factory name becomes the one a new player gets (factories/repository.ts, factoryNameFor).
UPDATE factories f SET name = forgeworks_safe_name(f.name, 60, forgeworks_safe_name(u.name, 50, 'Player') || '''s Factory')
FROM "user" u
WHERE u.id = f.user_id
  AND f.name IS DISTINCT FROM forgeworks_safe_name(f.name, 60, forgeworks_safe_name(u.name, 50, 'Player') || '''s Factory');--> statement-breakpoint
DROP FUNCTION forgeworks_safe_name(text, int, text);
