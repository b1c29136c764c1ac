--TEST--
strtotime(): compact dates
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['20210315', '19991231', '20210315 1020', '2021W10', '2021-W10', '2021-W10-3', '2021W107', '2020-W53-7'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'20210315'                         => Mon 2021-03-15 00:00:00 UTC
'19991231'                         => Fri 1999-12-31 00:00:00 UTC
'20210315 1020'                    => Mon 2021-03-15 10:20:00 UTC
'2021W10'                          => Mon 2021-03-08 00:00:00 UTC
'2021-W10'                         => Mon 2021-03-08 00:00:00 UTC
'2021-W10-3'                       => Wed 2021-03-10 00:00:00 UTC
'2021W107'                         => Sun 2021-03-14 00:00:00 UTC
'2020-W53-7'                       => Sun 2021-01-03 00:00:00 UTC
