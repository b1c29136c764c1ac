--TEST--
getTimestamp and setTimestamp
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-07-01 12:00:00.5');
var_dump($d->getTimestamp());
$d->setTimestamp(0);
echo $d->format('Y-m-d H:i:s.u'), "\n";
$d->setTimestamp(-86400);
echo $d->format('Y-m-d H:i:s'), ' ', $d->getTimestamp(), "\n";
$i = new DateTimeImmutable('@1700000000');
var_dump($i->setTimestamp(5)->getTimestamp(), $i->getTimestamp());
?>
--EXPECT--
int(1625140800)
1970-01-01 00:00:00.000000
1969-12-31 00:00:00 -86400
int(5)
int(1700000000)
