--TEST--
strtotime(): weekday names from a Sunday
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700352000;
foreach (['monday', 'sunday', 'next sunday', 'last sunday', 'this sunday', 'saturday this week', 'sunday this week', 'monday next week'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'monday'                           => Mon 2023-11-20 00:00:00 UTC
'sunday'                           => Sun 2023-11-19 00:00:00 UTC
'next sunday'                      => Sun 2023-11-26 00:00:00 UTC
'last sunday'                      => Sun 2023-11-12 00:00:00 UTC
'this sunday'                      => Sun 2023-11-19 00:00:00 UTC
'saturday this week'               => Sat 2023-11-18 00:00:00 UTC
'sunday this week'                 => Sun 2023-11-19 00:00:00 UTC
'monday next week'                 => Mon 2023-11-20 00:00:00 UTC
