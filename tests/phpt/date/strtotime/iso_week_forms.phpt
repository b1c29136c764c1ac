--TEST--
strtotime(): ISO week dates
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021-W01', '2021-W01-1', '2021-W52-7', '2020-W53', '2021W01', '2021W017', '2015-W53-5'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-W01'                         => Mon 2021-01-04 00:00:00 UTC
'2021-W01-1'                       => Mon 2021-01-04 00:00:00 UTC
'2021-W52-7'                       => Sun 2022-01-02 00:00:00 UTC
'2020-W53'                         => Mon 2020-12-28 00:00:00 UTC
'2021W01'                          => Mon 2021-01-04 00:00:00 UTC
'2021W017'                         => Sun 2021-01-10 00:00:00 UTC
'2015-W53-5'                       => Fri 2016-01-01 00:00:00 UTC
