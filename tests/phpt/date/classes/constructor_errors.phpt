--TEST--
DateTime constructor errors
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['garbage', '10:00 11:00'] as $s) {
    try { new DateTime($s); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
try { new DateTimeImmutable('foo'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(date_create('garbage'));
?>
--EXPECT--
Exception: Failed to parse time string (garbage) at position 0 (g): The timezone could not be found in the database
Exception: Failed to parse time string (10:00 11:00) at position 6 (1): Double time specification
Exception: Failed to parse time string (foo) at position 0 (f): The timezone could not be found in the database
bool(false)
