--TEST--
strtotime(): nth weekday of each month
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['first monday of jan 2022', 'first monday of feb 2022', 'second friday of march 2022', 'last monday of may 2022', 'last friday of dec 2021', 'first sunday of next month', 'last wednesday of this month'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'first monday of jan 2022'         => Mon 2022-01-03 00:00:00 UTC
'first monday of feb 2022'         => Mon 2022-02-07 00:00:00 UTC
'second friday of march 2022'      => Fri 2022-03-11 00:00:00 UTC
'last monday of may 2022'          => Mon 2022-05-30 00:00:00 UTC
'last friday of dec 2021'          => Fri 2021-12-31 00:00:00 UTC
'first sunday of next month'       => Sun 2023-12-03 00:00:00 UTC
'last wednesday of this month'     => Wed 2023-11-29 00:00:00 UTC
