--TEST--
strtotime(): first monday of / last friday of
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['first monday of january 2022', 'last friday of march 2021', 'second tuesday of next month', 'third wednesday of 2021-06', 'last sunday of this month', 'first day of next month midnight', 'fourth thursday of november 2023'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'first monday of january 2022'     => Mon 2022-01-03 00:00:00 UTC
'last friday of march 2021'        => Fri 2021-03-26 00:00:00 UTC
'second tuesday of next month'     => Tue 2023-12-12 00:00:00 UTC
'third wednesday of 2021-06'       => Wed 2021-06-16 00:00:00 UTC
'last sunday of this month'        => Sun 2023-11-26 00:00:00 UTC
'first day of next month midnight' => Fri 2023-12-01 00:00:00 UTC
'fourth thursday of november 2023' => Thu 2023-11-23 00:00:00 UTC
