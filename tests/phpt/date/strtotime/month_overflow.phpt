--TEST--
strtotime(): month arithmetic overflows like timelib
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021-01-31 +1 month', '2021-01-30 +1 month', '2020-01-31 +1 month', '2021-03-31 -1 month', '2021-05-31 +1 month', '2021-12-31 +2 months', '2020-02-29 +1 year', '2020-02-29 -1 year', '2021-01-31 +1 month -1 month'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-01-31 +1 month'              => Wed 2021-03-03 00:00:00 UTC
'2021-01-30 +1 month'              => Tue 2021-03-02 00:00:00 UTC
'2020-01-31 +1 month'              => Mon 2020-03-02 00:00:00 UTC
'2021-03-31 -1 month'              => Wed 2021-03-03 00:00:00 UTC
'2021-05-31 +1 month'              => Thu 2021-07-01 00:00:00 UTC
'2021-12-31 +2 months'             => Thu 2022-03-03 00:00:00 UTC
'2020-02-29 +1 year'               => Mon 2021-03-01 00:00:00 UTC
'2020-02-29 -1 year'               => Fri 2019-03-01 00:00:00 UTC
'2021-01-31 +1 month -1 month'     => Sun 2021-01-31 00:00:00 UTC
