--TEST--
strtotime(): relative times across DST
--FILE--
<?php
date_default_timezone_set('America/New_York');
$base = 1700000000;
foreach (['2021-03-14 01:30 +1 hour', '2021-03-14 02:30', '2021-11-07 00:30 +1 hour', '2021-11-07 00:30 +2 hours', '2021-11-07 01:30', '2021-03-13 12:00 +1 day', '2021-11-06 12:00 +24 hours'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-03-14 01:30 +1 hour'         => Sun 2021-03-14 03:30:00 EDT
'2021-03-14 02:30'                 => Sun 2021-03-14 03:30:00 EDT
'2021-11-07 00:30 +1 hour'         => Sun 2021-11-07 01:30:00 EDT
'2021-11-07 00:30 +2 hours'        => Sun 2021-11-07 02:30:00 EST
'2021-11-07 01:30'                 => Sun 2021-11-07 01:30:00 EDT
'2021-03-13 12:00 +1 day'          => Sun 2021-03-14 12:00:00 EDT
'2021-11-06 12:00 +24 hours'       => Sun 2021-11-07 12:00:00 EST
