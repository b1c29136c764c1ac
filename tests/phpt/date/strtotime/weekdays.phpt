--TEST--
strtotime(): weekday names
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['monday', 'tuesday', 'wednesday', 'Thu', 'fri', 'saturday', 'sun', 'Monday 10:00', '10:00 monday', 'mon 9am'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'monday'                           => Mon 2023-11-20 00:00:00 UTC
'tuesday'                          => Tue 2023-11-14 00:00:00 UTC
'wednesday'                        => Wed 2023-11-15 00:00:00 UTC
'Thu'                              => Thu 2023-11-16 00:00:00 UTC
'fri'                              => Fri 2023-11-17 00:00:00 UTC
'saturday'                         => Sat 2023-11-18 00:00:00 UTC
'sun'                              => Sun 2023-11-19 00:00:00 UTC
'Monday 10:00'                     => Mon 2023-11-20 10:00:00 UTC
'10:00 monday'                     => Mon 2023-11-20 00:00:00 UTC
'mon 9am'                          => Mon 2023-11-20 09:00:00 UTC
