--TEST--
getTimezone, setTimezone, getOffset
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-07-01 12:00:00');
$d->setTimezone(new DateTimeZone('Asia/Tokyo'));
echo $d->format('c T'), ' ', $d->getOffset(), ' ', $d->getTimezone()->getName(), "\n";
$d->setTimezone(new DateTimeZone('America/New_York'));
echo $d->format('c T'), ' ', $d->getOffset(), ' ', $d->getTimezone()->getName(), "\n";
$d->setTimezone(new DateTimeZone('-03:30'));
echo $d->format('c T'), ' ', $d->getOffset(), ' ', $d->getTimezone()->getName(), "\n";
print_r($d->getTimezone());
?>
--EXPECT--
2021-07-01T21:00:00+09:00 JST 32400 Asia/Tokyo
2021-07-01T08:00:00-04:00 EDT -14400 America/New_York
2021-07-01T08:30:00-03:30 GMT-0330 -12600 -03:30
DateTimeZone Object
(
    [timezone_type] => 1
    [timezone] => -03:30
)
