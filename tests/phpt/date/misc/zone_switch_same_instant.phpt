--TEST--
The same instant and the same local time formatted and resolved in different zones one after another (each zone gets its own offset, abbreviation and timestamp)
--FILE--
<?php
$t = 1700000000;
foreach (['Europe/Berlin', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'UTC', 'Europe/Berlin'] as $z) {
    date_default_timezone_set($z);
    echo $z, ": ", date('Y-m-d H:i:s T P I', $t), " ", date('c', $t), " ",
        mktime(12, 0, 0, 3, 31, 2024), " ", mktime(2, 30, 0, 3, 31, 2024), " ",
        strtotime('2024-10-27 02:30:00'), " ", strtotime('2024-03-04'), "\n";
}
$a = new DateTime('@' . $t);
$a->setTimezone(new DateTimeZone('Europe/Berlin'));
$b = new DateTime('@' . $t);
$b->setTimezone(new DateTimeZone('America/Los_Angeles'));
echo $a->format('Y-m-d H:i:s T'), " ", $b->format('Y-m-d H:i:s T'), " ", $a->format('T'), "\n";
date_default_timezone_set('Europe/Berlin');
for ($i = 0; $i < 3; $i++) {
    echo mktime(2, 30, 0, 3, 31, 2024), " ", mktime(2, 30, 0, 10, 27, 2024), " ", strtotime('2024-10-27 02:30:00'), "\n";
}
echo date('Y-m-d H:i:s T', 2000000000), " ", date('Y-m-d H:i:s T', 2100000000), " ", date('Y-m-d H:i:s T', 2100000000 + 86400 * 180), "\n";
--EXPECT--
Europe/Berlin: 2023-11-14 23:13:20 CET +01:00 0 2023-11-14T23:13:20+01:00 1711879200 1711848600 1729992600 1709506800
America/New_York: 2023-11-14 17:13:20 EST -05:00 0 2023-11-14T17:13:20-05:00 1711900800 1711866600 1730010600 1709528400
Europe/Berlin: 2023-11-14 23:13:20 CET +01:00 0 2023-11-14T23:13:20+01:00 1711879200 1711848600 1729992600 1709506800
Asia/Kolkata: 2023-11-15 03:43:20 IST +05:30 0 2023-11-15T03:43:20+05:30 1711866600 1711832400 1729976400 1709490600
UTC: 2023-11-14 22:13:20 UTC +00:00 0 2023-11-14T22:13:20+00:00 1711886400 1711852200 1729996200 1709510400
Europe/Berlin: 2023-11-14 23:13:20 CET +01:00 0 2023-11-14T23:13:20+01:00 1711879200 1711848600 1729992600 1709506800
2023-11-14 23:13:20 CET 2023-11-14 14:13:20 PST CET
1711848600 1729992600 1729992600
1711848600 1729992600 1729992600
1711848600 1729992600 1729992600
2033-05-18 05:33:20 CEST 2036-07-18 15:20:00 CEST 2037-01-14 14:20:00 CET
