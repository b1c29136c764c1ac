--TEST--
new DateTime and format
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-03-15 10:20:30');
echo $d->format('Y-m-d H:i:s T'), "\n";
echo get_class($d), "\n";
var_dump($d instanceof DateTimeInterface);
?>
--EXPECT--
2021-03-15 10:20:30 UTC
DateTime
bool(true)
