--TEST--
DateTimeZone::getOffset
--FILE--
<?php
date_default_timezone_set('UTC');
$z = new DateTimeZone('Europe/Paris');
var_dump($z->getOffset(new DateTime('2021-01-01')), $z->getOffset(new DateTime('2021-07-01')));
var_dump((new DateTimeZone('+05:30'))->getOffset(new DateTimeImmutable('2021-01-01')));
var_dump(timezone_name_get($z));
?>
--EXPECT--
int(3600)
int(7200)
int(19800)
string(12) "Europe/Paris"
