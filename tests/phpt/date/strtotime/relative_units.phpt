--TEST--
strtotime(): relative units
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['+1 day', '-1 day', '+1 week', '+2 weeks', '+1 month', '-1 month', '+1 year', '+1 hour', '+90 minutes', '+30 seconds', '+1 fortnight', '1 day', '3 days', '+1 min', '+5 secs', '+1 sec', '-3 hours', '+100 years'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'+1 day'                           => Wed 2023-11-15 22:13:20 UTC
'-1 day'                           => Mon 2023-11-13 22:13:20 UTC
'+1 week'                          => Tue 2023-11-21 22:13:20 UTC
'+2 weeks'                         => Tue 2023-11-28 22:13:20 UTC
'+1 month'                         => Thu 2023-12-14 22:13:20 UTC
'-1 month'                         => Sat 2023-10-14 22:13:20 UTC
'+1 year'                          => Thu 2024-11-14 22:13:20 UTC
'+1 hour'                          => Tue 2023-11-14 23:13:20 UTC
'+90 minutes'                      => Tue 2023-11-14 23:43:20 UTC
'+30 seconds'                      => Tue 2023-11-14 22:13:50 UTC
'+1 fortnight'                     => Tue 2023-11-28 22:13:20 UTC
'1 day'                            => Wed 2023-11-15 22:13:20 UTC
'3 days'                           => Fri 2023-11-17 22:13:20 UTC
'+1 min'                           => Tue 2023-11-14 22:14:20 UTC
'+5 secs'                          => Tue 2023-11-14 22:13:25 UTC
'+1 sec'                           => Tue 2023-11-14 22:13:21 UTC
'-3 hours'                         => Tue 2023-11-14 19:13:20 UTC
'+100 years'                       => Sun 2123-11-14 22:13:20 UTC
