--TEST--
DateTime::add and sub
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-01-31 10:00:00');
$d->add(new DateInterval('P1M'));
echo $d->format('c'), "\n";
$d->sub(new DateInterval('P1M'));
echo $d->format('c'), "\n";
$d->add(new DateInterval('P1Y2M3DT4H5M6S'));
echo $d->format('c'), "\n";
$d->sub(new DateInterval('PT36H'));
echo $d->format('c'), "\n";
$d->add(new DateInterval('P2W'));
echo $d->format('c'), "\n";
$iv = new DateInterval('P1D'); $iv->invert = 1;
$d->add($iv);
echo $d->format('c'), "\n";
?>
--EXPECT--
2021-03-03T10:00:00+00:00
2021-02-03T10:00:00+00:00
2022-04-06T14:05:06+00:00
2022-04-05T02:05:06+00:00
2022-04-19T02:05:06+00:00
2022-04-18T02:05:06+00:00
