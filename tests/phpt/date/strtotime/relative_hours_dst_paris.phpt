--TEST--
strtotime(): hour arithmetic across the Paris DST changes
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
$base = 1700000000;
foreach (['2021-03-28 01:30 +1 hour', '2021-03-28 00:00 +3 hours', '2021-10-31 01:30 +1 hour', '2021-10-31 00:00 +3 hours', '2021-10-31 02:30 -1 hour'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('Y-m-d H:i:s T U', $t), "\n";
}
?>
--EXPECT--
'2021-03-28 01:30 +1 hour'         => 2021-03-28 03:30:00 CEST 1616895000
'2021-03-28 00:00 +3 hours'        => 2021-03-28 03:00:00 CEST 1616893200
'2021-10-31 01:30 +1 hour'         => 2021-10-31 02:30:00 CET 1635643800
'2021-10-31 00:00 +3 hours'        => 2021-10-31 03:00:00 CET 1635645600
'2021-10-31 02:30 -1 hour'         => 2021-10-31 01:30:00 CEST 1635636600
