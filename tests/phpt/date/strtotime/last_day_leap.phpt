--TEST--
strtotime(): last day of February in leap years
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['last day of feb 2020', 'last day of feb 2100', 'last day of feb 2000', 'first day of mar 2020 -1 day', '2024-02-01 last day of this month'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'last day of feb 2020'             => Sat 2020-02-29 00:00:00 UTC
'last day of feb 2100'             => Sun 2100-02-28 00:00:00 UTC
'last day of feb 2000'             => Tue 2000-02-29 00:00:00 UTC
'first day of mar 2020 -1 day'     => Sun 2020-03-01 00:00:00 UTC
'2024-02-01 last day of this month' => Thu 2024-02-29 00:00:00 UTC
