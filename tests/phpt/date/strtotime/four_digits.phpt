--TEST--
strtotime(): bare four-digit numbers
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021', '1234', '2359', '2400', '1970', '0000', '1960'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021'                             => Tue 2023-11-14 20:21:00 UTC
'1234'                             => Tue 2023-11-14 12:34:00 UTC
'2359'                             => Tue 2023-11-14 23:59:00 UTC
'2400'                             => Wed 2023-11-15 00:00:00 UTC
'1970'                             => Sat 1970-11-14 22:13:20 UTC
'0000'                             => Tue 2023-11-14 00:00:00 UTC
'1960'                             => Mon 1960-11-14 22:13:20 UTC
