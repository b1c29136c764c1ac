--TEST--
strtotime(): combined relative phrases
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['+1 week 2 days', '+1 week 2 days 4 hours 2 seconds', '+1 month -1 day', '1 year 2 months 3 days', '+1 day +1 hour', '-1 week +3 days', 'next month +1 day', 'tomorrow +1 hour', '2021-01-01 +1 day', '2021-01-01 10:00 -3 hours'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'+1 week 2 days'                   => Thu 2023-11-23 22:13:20 UTC
'+1 week 2 days 4 hours 2 seconds' => Fri 2023-11-24 02:13:22 UTC
'+1 month -1 day'                  => Wed 2023-12-13 22:13:20 UTC
'1 year 2 months 3 days'           => Fri 2025-01-17 22:13:20 UTC
'+1 day +1 hour'                   => Wed 2023-11-15 23:13:20 UTC
'-1 week +3 days'                  => Fri 2023-11-10 22:13:20 UTC
'next month +1 day'                => Fri 2023-12-15 22:13:20 UTC
'tomorrow +1 hour'                 => Wed 2023-11-15 01:00:00 UTC
'2021-01-01 +1 day'                => Sat 2021-01-02 00:00:00 UTC
'2021-01-01 10:00 -3 hours'        => Fri 2021-01-01 07:00:00 UTC
