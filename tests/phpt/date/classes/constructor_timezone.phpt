--TEST--
DateTime constructor with a DateTimeZone
--FILE--
<?php
date_default_timezone_set('UTC');
$z = new DateTimeZone('America/New_York');
echo (new DateTime('2021-07-01 12:00', $z))->format('c T e'), "\n";
echo (new DateTime('2021-07-01 12:00 UTC', $z))->format('c T e'), "\n";
echo (new DateTime('@0', $z))->format('c T e'), "\n";
echo (new DateTime('2021-07-01 12:00', null))->format('c T e'), "\n";
?>
--EXPECT--
2021-07-01T12:00:00-04:00 EDT America/New_York
2021-07-01T12:00:00+00:00 UTC UTC
1970-01-01T00:00:00+00:00 GMT+0000 +00:00
2021-07-01T12:00:00+00:00 UTC UTC
