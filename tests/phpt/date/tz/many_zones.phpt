--TEST--
date() in many identifiers
--FILE--
<?php
foreach (['Africa/Cairo','America/Sao_Paulo','America/Anchorage','Asia/Shanghai','Asia/Jerusalem','Atlantic/Azores','Europe/Moscow','Indian/Maldives','Pacific/Auckland','Pacific/Honolulu','Antarctica/Troll'] as $z) {
    date_default_timezone_set($z);
    echo str_pad($z, 20), date('c T I', 1700000000), ' ', date('c T I', 1690000000), "\n";
}
?>
--EXPECT--
Africa/Cairo        2023-11-15T00:13:20+02:00 EET 0 2023-07-22T07:26:40+03:00 EEST 1
America/Sao_Paulo   2023-11-14T19:13:20-03:00 -03 0 2023-07-22T01:26:40-03:00 -03 0
America/Anchorage   2023-11-14T13:13:20-09:00 AKST 0 2023-07-21T20:26:40-08:00 AKDT 1
Asia/Shanghai       2023-11-15T06:13:20+08:00 CST 0 2023-07-22T12:26:40+08:00 CST 0
Asia/Jerusalem      2023-11-15T00:13:20+02:00 IST 0 2023-07-22T07:26:40+03:00 IDT 1
Atlantic/Azores     2023-11-14T21:13:20-01:00 -01 0 2023-07-22T04:26:40+00:00 +00 1
Europe/Moscow       2023-11-15T01:13:20+03:00 MSK 0 2023-07-22T07:26:40+03:00 MSK 0
Indian/Maldives     2023-11-15T03:13:20+05:00 +05 0 2023-07-22T09:26:40+05:00 +05 0
Pacific/Auckland    2023-11-15T11:13:20+13:00 NZDT 1 2023-07-22T16:26:40+12:00 NZST 0
Pacific/Honolulu    2023-11-14T12:13:20-10:00 HST 0 2023-07-21T18:26:40-10:00 HST 0
Antarctica/Troll    2023-11-14T22:13:20+00:00 +00 0 2023-07-22T06:26:40+02:00 +02 1
