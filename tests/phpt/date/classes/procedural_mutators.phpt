--TEST--
date_modify, date_add, date_sub, date_*_set
--FILE--
<?php
date_default_timezone_set('UTC');
$d = date_create('2021-03-15 10:00:00');
date_modify($d, '+1 day'); echo date_format($d, 'c'), "\n";
date_add($d, new DateInterval('PT2H')); echo date_format($d, 'c'), "\n";
date_sub($d, date_interval_create_from_date_string('3 days')); echo date_format($d, 'c'), "\n";
date_date_set($d, 2020, 2, 29); echo date_format($d, 'c'), "\n";
date_time_set($d, 23, 59, 59); echo date_format($d, 'c'), "\n";
date_isodate_set($d, 2021, 10, 3); echo date_format($d, 'c'), "\n";
date_timestamp_set($d, 86400); echo date_format($d, 'c'), "\n";
var_dump(date_modify($d, 'garbage'));
?>
--EXPECTF--
2021-03-16T10:00:00+00:00
2021-03-16T12:00:00+00:00
2021-03-13T12:00:00+00:00
2020-02-29T12:00:00+00:00
2020-02-29T23:59:59+00:00
2021-03-10T23:59:59+00:00
1970-01-02T00:00:00+00:00

Warning: date_modify(): Failed to parse time string (garbage) at position 0 (g): The timezone could not be found in the database in %s on line 11
bool(false)
