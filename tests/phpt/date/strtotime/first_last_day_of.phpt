--TEST--
strtotime(): first day of / last day of
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['first day of next month', 'last day of next month', 'first day of last month', 'last day of this month', 'first day of', 'last day of february', 'first day of january 2022', 'last day of feb 2024', 'first day of this month 00:00', 'last day of next month noon', 'first day of +1 month'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'first day of next month'          => Fri 2023-12-01 22:13:20 UTC
'last day of next month'           => Sun 2023-12-31 22:13:20 UTC
'first day of last month'          => Sun 2023-10-01 22:13:20 UTC
'last day of this month'           => Thu 2023-11-30 22:13:20 UTC
'first day of'                     => Wed 2023-11-01 22:13:20 UTC
'last day of february'             => Tue 2023-02-28 00:00:00 UTC
'first day of january 2022'        => Sat 2022-01-01 00:00:00 UTC
'last day of feb 2024'             => Thu 2024-02-29 00:00:00 UTC
'first day of this month 00:00'    => Wed 2023-11-01 00:00:00 UTC
'last day of next month noon'      => Sun 2023-12-31 12:00:00 UTC
'first day of +1 month'            => Fri 2023-12-01 22:13:20 UTC
