--TEST--
date_timezone_get/set, date_diff, timezone_offset_get, date_interval_format
--FILE--
<?php
date_default_timezone_set('UTC');
$d = date_create('2021-07-01 12:00:00');
date_timezone_set($d, timezone_open('Europe/Paris'));
echo date_format($d, 'c e'), ' ', timezone_name_get(date_timezone_get($d)), "\n";
var_dump(timezone_offset_get(timezone_open('Asia/Tokyo'), $d));
$i = date_diff(date_create('2021-01-01'), date_create('2021-07-04 05:06:07'));
echo date_interval_format($i, '%a days %m months %d days %H:%I:%S'), "\n";
?>
--EXPECT--
2021-07-01T14:00:00+02:00 Europe/Paris Europe/Paris
int(32400)
184 days 6 months 3 days 05:06:07
