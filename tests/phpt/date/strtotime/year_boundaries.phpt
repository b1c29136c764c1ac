--TEST--
strtotime(): relative phrases over year ends
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021-12-31 +1 day', '2021-01-01 -1 day', '2021-12-31 23:59:59 +1 second', '2020-12-31 +1 year', '2021-12-15 next month', '2021-01-15 last month'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-12-31 +1 day'                => Sat 2022-01-01 00:00:00 UTC
'2021-01-01 -1 day'                => Thu 2020-12-31 00:00:00 UTC
'2021-12-31 23:59:59 +1 second'    => Sat 2022-01-01 00:00:00 UTC
'2020-12-31 +1 year'               => Fri 2021-12-31 00:00:00 UTC
'2021-12-15 next month'            => Sat 2022-01-15 00:00:00 UTC
'2021-01-15 last month'            => Tue 2020-12-15 00:00:00 UTC
