--TEST--
strtotime(): fractions and microsecond units
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['+500 msec', '+1500 ms', '+250000 usec', '+1 microsecond', '10:00:00.999999', '@0.5'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('Y-m-d H:i:s', $t), "\n";
}
?>
--EXPECT--
'+500 msec'                        => 2023-11-14 22:13:20
'+1500 ms'                         => 2023-11-14 22:13:21
'+250000 usec'                     => 2023-11-14 22:13:20
'+1 microsecond'                   => 2023-11-14 22:13:20
'10:00:00.999999'                  => 2023-11-14 10:00:00
'@0.5'                             => 1970-01-01 00:00:00
