--TEST--
strtotime(): weekday units
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['+1 weekday', '+3 weekdays', '+5 weekdays', '-1 weekday', '-4 weekdays', '+10 weekdays', '+1 weekday', '+0 weekdays'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'+1 weekday'                       => Wed 2023-11-15 22:13:20 UTC
'+3 weekdays'                      => Fri 2023-11-17 22:13:20 UTC
'+5 weekdays'                      => Tue 2023-11-21 22:13:20 UTC
'-1 weekday'                       => Mon 2023-11-13 22:13:20 UTC
'-4 weekdays'                      => Wed 2023-11-08 22:13:20 UTC
'+10 weekdays'                     => Tue 2023-11-28 22:13:20 UTC
'+1 weekday'                       => Wed 2023-11-15 22:13:20 UTC
'+0 weekdays'                      => Tue 2023-11-14 22:13:20 UTC
