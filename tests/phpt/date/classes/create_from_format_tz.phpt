--TEST--
createFromFormat with a zone argument
--FILE--
<?php
date_default_timezone_set('UTC');
$d = DateTime::createFromFormat('!Y-m-d H:i', '2021-07-01 12:00', new DateTimeZone('Asia/Tokyo'));
echo $d->format('c T e'), "\n";
$d = DateTimeImmutable::createFromFormat('!Y-m-d H:i P', '2021-07-01 12:00 +05:00', new DateTimeZone('Asia/Tokyo'));
echo get_class($d), ' ', $d->format('c T e'), "\n";
$d = date_create_from_format('!Y-m-d', '2021-07-01');
echo get_class($d), ' ', $d->format('c'), "\n";
?>
--EXPECT--
2021-07-01T12:00:00+09:00 JST Asia/Tokyo
DateTimeImmutable 2021-07-01T12:00:00+05:00 GMT+0500 +05:00
DateTime 2021-07-01T00:00:00+00:00
