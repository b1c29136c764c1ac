--TEST--
strtotime(): weekday units from a Saturday
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700265600;
foreach (['+1 weekday', '+2 weekdays', '-1 weekday', '+6 weekdays'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'+1 weekday'                       => Mon 2023-11-20 00:00:00 UTC
'+2 weekdays'                      => Tue 2023-11-21 00:00:00 UTC
'-1 weekday'                       => Fri 2023-11-17 00:00:00 UTC
'+6 weekdays'                      => Mon 2023-11-27 00:00:00 UTC
