--TEST--
DateTime::modify with an invalid string
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-01-31 10:00:00');
var_dump($d->modify('garbage'));
echo $d->format('c'), "\n";
$i = new DateTimeImmutable('2021-01-31 10:00:00');
var_dump($i->modify('garbage'));
?>
--EXPECTF--

Warning: DateTime::modify(): Failed to parse time string (garbage) at position 0 (g): The timezone could not be found in the database in %s on line 4
bool(false)
2021-01-31T10:00:00+00:00

Warning: DateTimeImmutable::modify(): Failed to parse time string (garbage) at position 0 (g): The timezone could not be found in the database in %s on line 7
bool(false)
